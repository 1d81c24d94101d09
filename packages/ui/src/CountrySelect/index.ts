export { CountrySelect, type CountrySelectProps } from './CountrySelect';
export { flagEmoji } from './flagEmoji';
export { matchCountries } from './matchCountries';
