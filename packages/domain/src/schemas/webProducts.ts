import * as z from 'zod';
import { currencyDecimals, isCurrencyCode, moneyMessages } from '../money';
import { messages } from '../messages';
import { lookMoveSchema } from './look';
import { moneyField } from './moneyField';
import { TEXT_LIMITS } from './textLimits';
import { uploadedImageName } from './uploadedImage';
import { textField } from './validators';
import { isHttpUrl } from './webAddress';
import { designerIdField, objectIdField } from './objectId';

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
  /** The marketplace product a web product sells through the player (decision 0033). */
  productUnknown: 'No active product of this web product’s designer has this id.',
  /** Changing the web event of a web product that is in another one (without move). */
  inAnotherEvent: (webEvent: string) =>
    `webEventId: This web product is in the web event "${webEvent}". Send move: true to move it.`,
} as const;

const currencyField = () =>
  textField(webProductMessages.currencyInvalid)
    .trim()
    .max(LIMIT.currency, { error: webProductMessages.currencyInvalid })
    .toUpperCase()
    .refine(isCurrencyCode, { error: webProductMessages.currencyInvalid });

/**
 * A price in the currency's major unit, as a number or typed text ('1.299,50', '149,90'),
 * read by the domain's money rule (money.ts): to the cent, and less than the column's 10^10
 * (numeric(12,2), PRODUCT_NUMBER_COLUMNS.productPrice). A currency without cents (JPY) is
 * held to whole amounts by the form's check below.
 */
const priceField = () =>
  moneyField({
    missing: webProductMessages.priceMissing,
    invalid: webProductMessages.priceInvalid,
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
    designerId: designerIdField().optional(),
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
    /**
     * One of the same designer's active marketplace products: the player's Buy opens it
     * (sizes, cart, checkout) instead of the buy link (decision 0033). Null: the link only.
     */
    productId: withDefault(objectIdField().nullable(), null),
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
export const webProductFormSchema = webProductFields(false)
  .extend({ move: lookMoveSchema })
  .superRefine((product, context) => {
    // A currency without cents (JPY) takes whole amounts: 1500.5 yen is refused, not rounded.
    if (currencyDecimals(product.currency) === 0 && !Number.isInteger(product.price)) {
      context.addIssue({ code: 'custom', path: ['price'], message: moneyMessages.decimals(0) });
    }
  });
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
