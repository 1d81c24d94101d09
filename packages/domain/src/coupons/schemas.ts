import * as z from 'zod';
import { dataResponseSchema, objectMetaFields } from '../api/common';
import { listQuerySchema, listResponseSchema } from '../api/lists';
import { ORDER_STATUSES } from '../checkout/statuses';
import { designerIdField, objectIdField } from '../schemas/objectId';
import { instantField } from '../schemas/eventTime';
import { moneyField } from '../schemas/moneyField';
import { textField } from '../schemas/validators';
import { BULK_CODE_PREFIX_MAX, BULK_CODES_MAX, COUPON_CODE_PATTERN, isCouponCode } from './codes';
import { couponMessages } from './messages';
import { COUPON_LIVE_WINDOW_MAX } from './liveWindow';

export { COUPON_LIVE_WINDOW_MAX };
import {
  COUPON_FUNDERS,
  COUPON_SCOPES,
  COUPON_SET_STATUSES,
  COUPON_STATUSES,
  COUPON_TYPES,
  type CouponFunder,
  type CouponScope,
  type CouponType,
} from './rules';

/*
 * /api/v2/coupons (API.md, coupons row; issue 32). The form and the API take the same
 * fields: money (a fixed value, the minimum order) in the currency's major unit, read by
 * the domain's money rule; a percentage as a whole number; instants ISO 8601 with an
 * offset, answered in UTC with Z.
 */

/** The most uses a limit may name (an int column). */
export const COUPON_USES_MAX = 1_000_000_000;

/** A code as typed: trimmed, upper-cased, letters, digits and dashes (3–32). */
export const couponCodeField = () =>
  textField(couponMessages.codeMissing)
    .trim()
    .min(1, { error: couponMessages.codeMissing })
    .transform((code) => code.toUpperCase())
    .refine(isCouponCode, { error: couponMessages.codeInvalid });

const usesField = () =>
  z
    .number({ error: couponMessages.usesInvalid })
    .int({ error: couponMessages.usesInvalid })
    .min(1, { error: couponMessages.usesInvalid })
    .max(COUPON_USES_MAX, { error: couponMessages.usesInvalid })
    .nullable();

const liveWindowField = () =>
  z
    .number({ error: couponMessages.liveWindowInvalid })
    .int({ error: couponMessages.liveWindowInvalid })
    .min(1, { error: couponMessages.liveWindowInvalid })
    .max(COUPON_LIVE_WINDOW_MAX, { error: couponMessages.liveWindowInvalid })
    .nullable();

/** The fields whose agreement couponFormIssues checks (a PATCH's, merged with the row). */
export type CouponFormRules = {
  type: CouponType;
  /** Percent, or major units for a fixed amount. */
  value: number;
  maxUses: number | null;
  perUserLimit: number | null;
  startsAt: string | null;
  endsAt: string | null;
  scope: CouponScope;
  designerId?: string | null | undefined;
  eventId?: string | null | undefined;
  liveWindowMinutes: number | null;
};

export type CouponFormIssue = { path: string; message: string };

/**
 * What does not agree between a coupon's fields: a percentage from 1 to 100 (whole), a
 * fixed amount above 0, uses per buyer within the total, the end after the start, a
 * designer-scoped coupon naming its designer and a show-scoped one its show, and a live
 * window only on a show's coupon. The form's refinement and the server's PATCH (the row
 * merged with the change) ask here.
 */
export function couponFormIssues(coupon: CouponFormRules): CouponFormIssue[] {
  const issues: CouponFormIssue[] = [];
  if (coupon.type === 'percent') {
    if (!Number.isInteger(coupon.value) || coupon.value < 1 || coupon.value > 100) {
      issues.push({ path: 'value', message: couponMessages.percentInvalid });
    }
  } else if (!(coupon.value > 0)) {
    issues.push({ path: 'value', message: couponMessages.valueInvalid });
  }
  if (
    coupon.maxUses !== null &&
    coupon.perUserLimit !== null &&
    coupon.perUserLimit > coupon.maxUses
  ) {
    issues.push({ path: 'perUserLimit', message: couponMessages.perUserMoreThanTotal });
  }
  if (coupon.startsAt && coupon.endsAt && coupon.endsAt <= coupon.startsAt) {
    issues.push({ path: 'endsAt', message: couponMessages.endBeforeStart });
  }
  if (coupon.scope === 'event' && !coupon.eventId) {
    issues.push({ path: 'eventId', message: couponMessages.eventNeeded });
  }
  if (coupon.liveWindowMinutes !== null && coupon.scope !== 'event') {
    issues.push({ path: 'liveWindowMinutes', message: couponMessages.liveWindowNeedsEvent });
  }
  return issues;
}

function couponFields() {
  return z.object({
    code: couponCodeField(),
    type: z.enum(COUPON_TYPES, { error: couponMessages.typeInvalid }),
    /** A whole percentage (1–100), or the amount off in the currency's major unit. */
    value: moneyField({
      missing: couponMessages.valueMissing,
      invalid: couponMessages.valueInvalid,
    }),
    /** On the eligible items' goods, major units; 0 for none. */
    minOrderAmount: moneyField({
      missing: couponMessages.minOrderInvalid,
      invalid: couponMessages.minOrderInvalid,
    }),
    /** Uses in all (every code of the coupon together); null for no limit. */
    maxUses: usesField(),
    /** Uses per buyer; null for no limit. */
    perUserLimit: usesField(),
    startsAt: instantField().nullable(),
    endsAt: instantField().nullable(),
    scope: z.enum(COUPON_SCOPES, { error: couponMessages.scopeInvalid }),
    /**
     * The designer whose products it applies to (scope designer), or whose show (scope
     * event); a designer's own coupon is always theirs. Admin and staff name it.
     */
    designerId: designerIdField().nullable(),
    /** The show whose products it applies to (scope event). */
    eventId: objectIdField().nullable(),
    fundedBy: z.enum(COUPON_FUNDERS, { error: couponMessages.fundedByInvalid }),
    /** Only during the show's first N minutes live (scope event); null for the whole window. */
    liveWindowMinutes: liveWindowField(),
    status: z.enum(COUPON_SET_STATUSES, { error: couponMessages.statusInvalid }),
  });
}

const addIssues = (
  values: CouponFormRules,
  context: { addIssue: (issue: { code: 'custom'; message: string; path: string[] }) => void },
) => {
  for (const issue of couponFormIssues(values)) {
    context.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
  }
};

/**
 * The coupon form and POST /api/v2/coupons. Left out: minOrderAmount 0, no limits, no
 * dates, scope `all`, funded by the marketplace (a designer's: always by them, scoped to
 * their products), no live window, active.
 */
export const couponFormSchema = couponFields()
  .extend({
    minOrderAmount: couponFields().shape.minOrderAmount.default(0),
    maxUses: usesField().default(null),
    perUserLimit: usesField().default(null),
    startsAt: instantField().nullable().default(null),
    endsAt: instantField().nullable().default(null),
    scope: z.enum(COUPON_SCOPES, { error: couponMessages.scopeInvalid }).default('all'),
    designerId: designerIdField().nullable().optional(),
    eventId: objectIdField().nullable().default(null),
    fundedBy: z.enum(COUPON_FUNDERS, { error: couponMessages.fundedByInvalid }).optional(),
    liveWindowMinutes: liveWindowField().default(null),
    status: z.enum(COUPON_SET_STATUSES, { error: couponMessages.statusInvalid }).default('active'),
  })
  .strict()
  .superRefine((values, context) => addIssues(values, context));
export type CouponFormInput = z.input<typeof couponFormSchema>;
export type CouponFormValues = z.output<typeof couponFormSchema>;

/**
 * PATCH /api/v2/coupons/:id: any of the fields; a left-out field stays. The server checks
 * the merged coupon with couponFormIssues (400). `{status}` alone (de)activates it.
 */
export const couponPatchSchema = couponFields().partial().strict();
export type CouponPatchInput = z.input<typeof couponPatchSchema>;
export type CouponPatch = z.output<typeof couponPatchSchema>;

export const couponSortFields = ['code', 'createdAt', 'updatedAt', 'endsAt', 'usedCount'] as const;
export type CouponSortField = (typeof couponSortFields)[number];

/**
 * GET /api/v2/coupons: search on the code; filters designerId, eventId, scope, fundedBy,
 * status (expired: ended; active and inactive: not ended), and appliesToEventId: the codes
 * a shopper can use on that show's products (its own, its designer's, the marketplace's;
 * a show's page lists them, decision 0040).
 */
export const couponListQuerySchema = listQuerySchema(couponSortFields, {
  designerId: objectIdField().optional(),
  eventId: objectIdField().optional(),
  appliesToEventId: objectIdField().optional(),
  scope: z.enum(COUPON_SCOPES, { error: couponMessages.scopeInvalid }).optional(),
  fundedBy: z.enum(COUPON_FUNDERS, { error: couponMessages.fundedByInvalid }).optional(),
  status: z.enum(COUPON_STATUSES, { error: couponMessages.statusInvalid }).optional(),
});
export type CouponListQuery = z.input<typeof couponListQuerySchema>;
export type CouponListFilter = z.output<typeof couponListQuerySchema>;

/** A coupon as the API answers it (list items and the detail). */
export const apiCouponSchema = z.object({
  code: z.string(),
  type: z.enum(COUPON_TYPES),
  /** A whole percentage, or the amount off in the currency's major unit. */
  value: z.number(),
  minOrderAmount: z.number(),
  currency: z.string(),
  maxUses: z.number().int().nullable(),
  perUserLimit: z.number().int().nullable(),
  /** Uses counted (held by a pending checkout or paid; given back on expiry or cancel). */
  usedCount: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  scope: z.enum(COUPON_SCOPES),
  designerId: z.string().nullable(),
  designerBrand: z.string().nullable(),
  eventId: z.string().nullable(),
  eventTitle: z.string().nullable(),
  fundedBy: z.enum(COUPON_FUNDERS),
  liveWindowMinutes: z.number().int().nullable(),
  /** Derived: `expired` once endsAt has passed, else the set status. */
  status: z.enum(COUPON_STATUSES),
  /** What a person set (status says `expired` on its own). */
  setStatus: z.enum(COUPON_SET_STATUSES),
  /** The bulk codes: how many, how many still active. */
  codes: z.object({ total: z.number().int(), active: z.number().int() }),
  ...objectMetaFields,
});
export type ApiCoupon = z.infer<typeof apiCouponSchema>;

export const couponListResponseSchema = listResponseSchema(apiCouponSchema);
export type CouponListResponse = z.infer<typeof couponListResponseSchema>;
export const couponResponseSchema = dataResponseSchema(apiCouponSchema);
export type CouponResponse = z.infer<typeof couponResponseSchema>;

// ---------------------------------------------------------------------------------------
// Bulk codes.

/**
 * POST /api/v2/coupons/:id/codes `{count, prefix?, maxUses?}`: `count` (1–10 000) codes,
 * `PREFIX-` and 12 random characters, each single use unless `maxUses` says otherwise.
 */
export const bulkCodesRequestSchema = z.strictObject({
  count: z
    .number({ error: couponMessages.countInvalid })
    .int({ error: couponMessages.countInvalid })
    .min(1, { error: couponMessages.countInvalid })
    .max(BULK_CODES_MAX, { error: couponMessages.countInvalid }),
  prefix: textField(couponMessages.prefixInvalid)
    .trim()
    .transform((prefix) => prefix.toUpperCase())
    .refine(
      (prefix) =>
        prefix === '' ||
        (prefix.length <= BULK_CODE_PREFIX_MAX && COUPON_CODE_PATTERN.test(prefix)),
      { error: couponMessages.prefixInvalid },
    )
    .default(''),
  maxUses: z
    .number({ error: couponMessages.usesInvalid })
    .int({ error: couponMessages.usesInvalid })
    .min(1, { error: couponMessages.usesInvalid })
    .max(COUPON_USES_MAX, { error: couponMessages.usesInvalid })
    .default(1),
});
export type BulkCodesRequest = z.input<typeof bulkCodesRequestSchema>;
export type BulkCodesValues = z.output<typeof bulkCodesRequestSchema>;

export const apiCouponCodeSchema = z.object({
  _id: z.string(),
  code: z.string(),
  status: z.enum(COUPON_SET_STATUSES),
  maxUses: z.number().int(),
  usedCount: z.number().int(),
  createdAt: z.string(),
});
export type ApiCouponCode = z.infer<typeof apiCouponCodeSchema>;

/** POST /api/v2/coupons/:id/codes → 201: how many were made (the codes: GET …/codes). */
export const bulkCodesResponseSchema = dataResponseSchema(
  z.object({ created: z.number().int(), prefix: z.string(), maxUses: z.number().int() }),
);
export type BulkCodesResponse = z.infer<typeof bulkCodesResponseSchema>;

/** GET /api/v2/coupons/:id/codes: a page of codes (`format=csv`: every code as text/csv). */
export const couponCodeListQuerySchema = listQuerySchema(['createdAt', 'code', 'usedCount'], {
  status: z.enum(COUPON_SET_STATUSES, { error: couponMessages.statusInvalid }).optional(),
  format: z.enum(['json', 'csv'], { error: couponMessages.formatInvalid }).optional(),
});
export type CouponCodeListQuery = z.input<typeof couponCodeListQuerySchema>;
export type CouponCodeListFilter = z.output<typeof couponCodeListQuerySchema>;
export const couponCodeListResponseSchema = listResponseSchema(apiCouponCodeSchema);
export type CouponCodeListResponse = z.infer<typeof couponCodeListResponseSchema>;

/** PATCH /api/v2/coupons/:id/codes/:codeId `{status}`, and PATCH …/codes `{status}` for all. */
export const couponCodeStatusSchema = z.strictObject({
  status: z.enum(COUPON_SET_STATUSES, { error: couponMessages.statusInvalid }),
});
export type CouponCodeStatus = z.input<typeof couponCodeStatusSchema>;
export const couponCodeResponseSchema = dataResponseSchema(apiCouponCodeSchema);
export const couponCodesChangedResponseSchema = dataResponseSchema(
  z.object({ changed: z.number().int() }),
);

// ---------------------------------------------------------------------------------------
// Usage (the detail page): uses, by code, the orders, the discount given, their GMV.

/** How many of a coupon's orders its usage lists (the newest); the figures count them all. */
export const COUPON_USAGE_ORDERS = 100;

export const apiCouponUsageSchema = z.object({
  /** Uses that count now (held or paid). */
  uses: z.number().int(),
  /** Discount on the orders that used it and were paid or later (not cancelled/expired). */
  discount: z.number(),
  /** GMV of those orders (their totals, less refunds). */
  gmv: z.number(),
  currency: z.string(),
  byCode: z.array(z.object({ code: z.string(), uses: z.number().int() })),
  /** Every order that used it; `orders` holds the latest COUPON_USAGE_ORDERS of them. */
  orderCount: z.number().int(),
  orders: z.array(
    z.object({
      _id: z.string(),
      orderNumber: z.string(),
      code: z.string(),
      status: z.enum(ORDER_STATUSES),
      discount: z.number(),
      total: z.number(),
      fundedBy: z.enum(COUPON_FUNDERS),
      createdAt: z.string(),
    }),
  ),
});
export type ApiCouponUsage = z.infer<typeof apiCouponUsageSchema>;
export const couponUsageResponseSchema = dataResponseSchema(apiCouponUsageSchema);

export type { CouponFunder };
