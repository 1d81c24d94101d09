// The designer application's public face: the profile fields and address check the staff's
// designer form shares. Its screen loads through the routes (app/routes/publicScreens.ts).
export { DesignerProfileFields } from './DesignerProfileFields';
export { useAddressVerification } from './useAddressVerification';
