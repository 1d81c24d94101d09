export { AddressPopup, type AddressPopupProps, type AddressPopupResult } from './AddressPopup';
