// `@runway-live/domain/money`: integer minor units inside, this rule at every edge.
export {
  currencyDecimals,
  formatMoney,
  isCurrencyCode,
  MONEY_DECIMALS,
  MONEY_MAX_MAJOR,
  majorToMinor,
  minorToMajor,
  moneyMessages,
  moneyOfNumber,
  parseMoney,
  PRODUCT_CURRENCY,
  readMoney,
} from '../money';
export type { MoneyConvention, MoneyProblem, MoneyReading } from '../money';
