export { MoneySummary, type MoneySummaryProps } from './MoneySummary';
