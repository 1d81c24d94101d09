import * as z from 'zod';
import { minorToMajor, readMoney, type MoneyConvention } from '../money';
import { isBlank } from './fieldRules';
import { textField } from './validators';

/**
 * A price field of a form and of the API (products, web products), read by the domain's one
 * money rule (money.ts): typed text ('149,90', '$1,299.50') or a JSON number, answered as
 * the API's number in major units (149.9). Blank or left out is `missing`; what is no
 * amount, a negative one or one the column cannot hold is `invalid`; an amount the rule
 * will not guess at ('1,299') or one with more decimals than it keeps gets the rule's own
 * words, which say what to write instead.
 */
export function moneyField(
  { missing, invalid }: { missing: string; invalid: string },
  convention: MoneyConvention = {},
) {
  // Optional on the way in so a left-out field reaches the transform (and its message).
  return z
    .union([z.number(), textField(), z.null()], { error: invalid })
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === null || (typeof value === 'string' && isBlank(value))) {
        context.addIssue({ code: 'custom', message: missing });
        return z.NEVER;
      }
      const reading = readMoney(value, convention);
      if (!reading.ok) {
        const own = reading.problem === 'ambiguous' || reading.problem === 'decimals';
        context.addIssue({ code: 'custom', message: own ? reading.message : invalid });
        return z.NEVER;
      }
      return minorToMajor(reading.minor, convention.decimals);
    });
}
