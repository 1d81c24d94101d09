// Payments' public face: connecting a designer's payment account before a show goes live.
export { usePaymentConnect } from './usePaymentConnect';
