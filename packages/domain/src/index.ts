export * from './messages';
export * from './envelope';
export { sealedRequestBytes } from './sealedRequest';
export * from './ids';
export * from './catalogueOwner';
export * from './signIn';
export * from './roles';
export * from './access';
export * from './menus';
export * from './designerGates';
export * from './filters';
export * from './schemas';
export * from './payloads';
export * from './storage';
export * from './reference/catalogue';
export * from './reference/countries';
export * from './reference/states';
export * from './reference/unitedStates';
export * from './reference/phone';
export * from './import';
export * from './people/designersCsv';
export * from './api';
export * from './display';
export {
  currencyDecimals,
  isCurrencyCode,
  MONEY_DECIMALS,
  MONEY_MAX_MAJOR,
  minorToMajor,
  moneyMessages,
  moneyOfNumber,
  parseMoney,
  PRODUCT_CURRENCY,
  readMoney,
} from './money';
export type { MoneyConvention, MoneyProblem, MoneyReading } from './money';
export * from './carouselMoments';
export * from './live';
