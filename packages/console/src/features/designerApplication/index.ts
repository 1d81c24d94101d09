// The designer application's public face: the profile fields and address check the staff's
// designer form shares, and the address check itself, which the viewer page's checkout
// calls through its own client. Its screen loads through the routes (app/routes/publicScreens.ts).
export { DesignerProfileFields } from './DesignerProfileFields';
export { useAddressVerification } from './useAddressVerification';
export { useAddressCheck, type AddressLookupCall } from './useAddressCheck';
