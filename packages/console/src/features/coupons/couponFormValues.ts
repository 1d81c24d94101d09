import {
  couponFormSchema,
  type ApiCoupon,
  type CouponFormValues,
  type CouponFunder,
  type CouponScope,
  type CouponType,
} from '@runway-live/domain/coupons';
import * as z from 'zod';

/** The coupon form's fields as typed: text, the selects' values. */
export type CouponFormFields = {
  code: string;
  type: CouponType;
  /** A percentage, or money as people write it ("149,90"), read by the domain's money rule. */
  value: string;
  minOrderAmount: string;
  maxUses: string;
  perUserLimit: string;
  /** The browser's local date and time (datetime-local), '' for none. */
  startsAt: string;
  endsAt: string;
  scope: CouponScope;
  designerId: string;
  eventId: string | null;
  fundedBy: CouponFunder;
  liveWindowMinutes: string;
  status: 'active' | 'inactive';
};

const blank = (text: string | null | undefined) => !text || text.trim() === '';

/** A whole-number field: blank is no limit (null); anything else is the schema's to judge. */
const countOf = (text: string) => (blank(text) ? null : Number(text.trim()));

/** A local date and time as the API's instant (UTC, Z); blank is none. */
const instantOf = (local: string) => {
  if (blank(local)) return null;
  const time = new Date(local);
  return Number.isNaN(time.getTime()) ? local : time.toISOString();
};

/** An instant as a datetime-local input shows it, in the browser's zone. */
export function localInputOf(instant: string | null): string {
  if (!instant) return '';
  const time = new Date(instant);
  const offset = time.getTimezoneOffset() * 60_000;
  return new Date(time.getTime() - offset).toISOString().slice(0, 16);
}

/**
 * The form's rules: what is typed made into the API's body, then the domain's own
 * couponFormSchema (the one POST /api/v2/coupons parses). A designer names no designer and
 * no funder: their coupons are theirs and funded by them (decision 0039).
 */
export function couponFormRules(admin: boolean) {
  return z.preprocess((raw) => {
    const fields = raw as CouponFormFields;
    const { designerId, fundedBy, ...rest } = fields;
    return {
      ...rest,
      // Blank is no minimum.
      minOrderAmount: blank(fields.minOrderAmount) ? 0 : fields.minOrderAmount,
      maxUses: countOf(fields.maxUses),
      perUserLimit: countOf(fields.perUserLimit),
      liveWindowMinutes: countOf(fields.liveWindowMinutes),
      startsAt: instantOf(fields.startsAt),
      endsAt: instantOf(fields.endsAt),
      eventId: fields.scope === 'event' ? fields.eventId || null : null,
      ...(admin
        ? { designerId: fields.scope === 'all' || blank(designerId) ? null : designerId, fundedBy }
        : {}),
    };
  }, couponFormSchema) as unknown as z.ZodType<CouponFormValues, CouponFormFields>;
}

/**
 * The form's first values: the saved coupon's, or a new one's; a new one made from a
 * show's page (`forShow`, its id) starts as that show's code.
 */
export function couponFormDefaults(
  admin: boolean,
  coupon?: ApiCoupon,
  forShow?: string | null,
): CouponFormFields {
  const defaults = savedOrNew(admin, coupon);
  return !coupon && forShow ? { ...defaults, scope: 'event', eventId: forShow } : defaults;
}

function savedOrNew(admin: boolean, coupon?: ApiCoupon): CouponFormFields {
  return {
    code: coupon?.code ?? '',
    type: coupon?.type ?? 'percent',
    value: coupon ? String(coupon.value) : '',
    minOrderAmount: coupon && coupon.minOrderAmount > 0 ? String(coupon.minOrderAmount) : '',
    maxUses: coupon?.maxUses === null || !coupon ? '' : String(coupon.maxUses),
    perUserLimit: coupon?.perUserLimit === null || !coupon ? '' : String(coupon.perUserLimit),
    startsAt: localInputOf(coupon?.startsAt ?? null),
    endsAt: localInputOf(coupon?.endsAt ?? null),
    scope: coupon?.scope ?? (admin ? 'all' : 'designer'),
    designerId: coupon?.designerId ?? '',
    eventId: coupon?.eventId ?? null,
    fundedBy: coupon?.fundedBy ?? (admin ? 'marketplace' : 'designer'),
    liveWindowMinutes:
      coupon?.liveWindowMinutes === null || !coupon ? '' : String(coupon.liveWindowMinutes),
    status: coupon?.setStatus ?? 'active',
  };
}
