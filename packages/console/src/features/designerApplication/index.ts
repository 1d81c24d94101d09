// The designer application's public face: the profile fields and address check the staff's
// designer form shares (the check itself is forms/useAddressCheck, which the viewer page's
// checkout calls through its own client). Its screen loads through the routes (app/routes/publicScreens.ts).
export { DesignerProfileFields } from './DesignerProfileFields';
export { useAddressVerification } from './useAddressVerification';
