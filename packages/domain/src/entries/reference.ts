// `@runway-live/domain/reference`: the reference data every package reads (the catalogue's
// sizes and categories, countries, states, phone numbers).
export * from '../reference/catalogue';
export * from '../reference/countries';
export * from '../reference/states';
export * from '../reference/unitedStates';
export * from '../reference/phone';
