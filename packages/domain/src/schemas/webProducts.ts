import * as z from 'zod';
import { readPrice } from '../import/fields';
import { messages } from '../messages';
import { isBlank } from './fieldRules';
import { lookMoveSchema } from './look';
import { TEXT_LIMITS } from './textLimits';
import { uploadedImageName } from './uploadedImage';
import { textField } from './validators';
import { isHttpUrl } from './webAddress';
import { objectIdField } from './objectId';

const LIMIT = TEXT_LIMITS.webProduct;

/**
 * A web product (API.md, web products row): a product a brand sells on its own site and
 * shows beside a web event's video, with a buy link to its shop. Name, price in a
 * currency (ISO 4217), images, the external buy URL (http or https only), a status, and
 * the web event it is shown in (in the web event's order, set by the web event's
 * `productIds` or by its own `webEventId`, which puts it last).
 */

export const WEB_PRODUCT_STATUSES = ['active', 'archived'] as const;
export type WebProductStatus = (typeof WEB_PRODUCT_STATUSES)[number];

export const WEB_PRODUCT_STATUS_LABELS: Record<WebProductStatus, string> = {
  active: 'Active',
  archived: 'Archived',
};

export const DEFAULT_WEB_PRODUCT_CURRENCY = 'USD';
/** How many images a web product has at most (a product's colour has as many). */
export const WEB_PRODUCT_IMAGES_MAX = 20;

/** Invented wording (the spec shows none). */
export const webProductMessages = {
  priceMissing: 'Price is missing',
  priceInvalid: 'Must be a price of 0 or more, in the currency’s major unit (e.g. 129.50)',
  currencyInvalid: 'Must be an ISO 4217 currency code such as USD or EUR',
  externalUrlInvalid: 'Must be an http(s) address of the product on your shop',
  statusInvalid: 'Must be active or archived',
  imagesTooMany: `At most ${WEB_PRODUCT_IMAGES_MAX} images`,
  designerIdRequired: 'designerId: Name the designer this web product belongs to.',
  notYourDesignerId: 'A designer can only write their own web products.',
  designerFixed: 'designerId: A web product stays with the designer it was made for.',
  webEventUnknown: 'webEventId: No web event of this web product’s designer has this id.',
  /** Changing the web event of a web product that is in another one (without move). */
  inAnotherEvent: (webEvent: string) =>
    `webEventId: This web product is in the web event "${webEvent}". Send move: true to move it.`,
} as const;

/**
 * The ISO 4217 codes this runtime knows (Intl), or null where Intl cannot list them: then
 * any three capital letters pass, as the server's check still follows the same rule.
 */
const KNOWN_CURRENCIES: ReadonlySet<string> | null = (() => {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  try {
    return supported ? new Set(supported('currency')) : null;
  } catch {
    return null;
  }
})();

/** Whether `code` is an ISO 4217 currency code ('USD', 'EUR', 'JPY'). */
export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && (KNOWN_CURRENCIES === null || KNOWN_CURRENCIES.has(code));
}

const currencyField = () =>
  textField(webProductMessages.currencyInvalid)
    .trim()
    .max(LIMIT.currency, { error: webProductMessages.currencyInvalid })
    .toUpperCase()
    .refine(isCurrencyCode, { error: webProductMessages.currencyInvalid });

/**
 * A price in the currency's major unit, as a number or typed text ('1,299.50'), read by
 * the product importer's reader: rounded to cents, and less than the column's 10^10
 * (numeric(12,2), PRODUCT_NUMBER_COLUMNS.productPrice).
 */
const priceField = () =>
  z
    .union([z.number(), textField()], { error: webProductMessages.priceInvalid })
    .transform((value, context) => {
      const text = typeof value === 'number' ? String(value) : value.trim();
      if (isBlank(text)) {
        context.addIssue({ code: 'custom', message: webProductMessages.priceMissing });
        return z.NEVER;
      }
      const price = readPrice(text);
      if (price === null) {
        context.addIssue({ code: 'custom', message: webProductMessages.priceInvalid });
        return z.NEVER;
      }
      return price;
    });

/** The buy link: an http(s) address (never javascript:, data: or a relative path). */
const externalUrlField = () =>
  textField(webProductMessages.externalUrlInvalid)
    .trim()
    .min(1, { error: messages.required })
    .max(LIMIT.url, { error: webProductMessages.externalUrlInvalid })
    .refine(isHttpUrl, { error: webProductMessages.externalUrlInvalid });

function webProductFields(forPatch: boolean) {
  const withDefault = <Schema extends z.ZodType>(schema: Schema, value: z.output<Schema>) =>
    forPatch ? schema : schema.default(value as never);
  return z.object({
    designerId: z.uuid({ error: 'Designer Id is invalid' }).optional(),
    webEventId: withDefault(objectIdField().nullable(), null),
    name: textField(messages.required).trim().min(1, { error: messages.required }).max(LIMIT.name),
    price: priceField(),
    currency: withDefault(currencyField(), DEFAULT_WEB_PRODUCT_CURRENCY),
    images: withDefault(
      z
        .array(uploadedImageName())
        .max(WEB_PRODUCT_IMAGES_MAX, { error: webProductMessages.imagesTooMany }),
      [],
    ),
    externalUrl: externalUrlField(),
    status: withDefault(
      z.enum(WEB_PRODUCT_STATUSES, { error: webProductMessages.statusInvalid }),
      'active',
    ),
  });
}

/**
 * The web product form and POST /api/v2/web-products. A `webEventId` puts it last in that
 * web event (a web event of its designer, 400 otherwise).
 */
export const webProductFormSchema = webProductFields(false).extend({ move: lookMoveSchema });
export type WebProductFormInput = z.input<typeof webProductFormSchema>;
export type WebProductFormValues = z.output<typeof webProductFormSchema>;

/**
 * PATCH /api/v2/web-products/:id: any of the fields; a left-out field stays as it is. A new
 * `webEventId` while it is in another web event needs `move: true` (409 naming it).
 */
export const webProductPatchSchema = webProductFields(true)
  .partial()
  .extend({ move: lookMoveSchema });
export type WebProductPatchInput = z.input<typeof webProductPatchSchema>;
export type WebProductPatch = z.output<typeof webProductPatchSchema>;
