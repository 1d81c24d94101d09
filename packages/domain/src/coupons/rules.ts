import type { CouponRefusalReason } from './messages';
import { liveWindowState, type LiveCodeWindow, type LiveWindowShow } from './liveWindow';

/*
 * A coupon's rules (issue 32): whether a code can be used by a buyer for a cart now, as
 * pure functions. The server reads the rows and asks here before it counts the use under
 * the coupon's row lock; the console shows the same status. Money is whole minor units.
 */

export const COUPON_TYPES = ['percent', 'fixed'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/** What a coupon applies to: every product, one designer's, or one show's. */
export const COUPON_SCOPES = ['all', 'designer', 'event'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];

/** Who pays for the discount: the marketplace (the designer's net is untouched) or the designer. */
export const COUPON_FUNDERS = ['marketplace', 'designer'] as const;
export type CouponFunder = (typeof COUPON_FUNDERS)[number];

/** What a person sets. */
export const COUPON_SET_STATUSES = ['active', 'inactive'] as const;
export type CouponSetStatus = (typeof COUPON_SET_STATUSES)[number];

/** What a coupon answers: `expired` follows the end date by itself, with no job. */
export const COUPON_STATUSES = ['active', 'inactive', 'expired'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const COUPON_TYPE_LABELS: Record<CouponType, string> = {
  percent: 'Percentage',
  fixed: 'Fixed amount',
};
export const COUPON_SCOPE_LABELS: Record<CouponScope, string> = {
  all: 'Everything',
  designer: 'One designer’s products',
  event: 'One show’s products',
};
export const COUPON_FUNDER_LABELS: Record<CouponFunder, string> = {
  marketplace: 'Marketplace',
  designer: 'Designer',
};
export const COUPON_STATUS_LABELS: Record<CouponStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  expired: 'Expired',
};

/** A coupon's status now: `expired` once its end has passed, else what was set. */
export function couponStatus(
  coupon: { status: CouponSetStatus; endsAt: Date | null },
  now: Date,
): CouponStatus {
  if (coupon.endsAt !== null && coupon.endsAt.getTime() <= now.getTime()) return 'expired';
  return coupon.status;
}

/** The rules of a coupon as the check needs them (minor units, instants as Dates). */
export type CouponRules = {
  status: CouponSetStatus;
  type: CouponType;
  /** A whole percentage (1–100), or the amount off in minor units. */
  value: number;
  minOrderAmount: number;
  maxUses: number | null;
  perUserLimit: number | null;
  usedCount: number;
  startsAt: Date | null;
  endsAt: Date | null;
  scope: CouponScope;
  designerId: string | null;
  eventId: string | null;
  /** Only during the show's first N minutes live (a show-scoped code pushed live). */
  liveWindowMinutes: number | null;
};

/** A bulk code of the coupon: its own status and uses (single use by default). */
export type CouponCodeRules = { status: CouponSetStatus; maxUses: number; usedCount: number };

/** A cart line as the coupon sees it: whose, from which show, and its goods (minor units). */
export type CouponLine = { designerId: string; eventId: string | null; amount: number };

export type CouponCheck = {
  now: Date;
  lines: readonly CouponLine[];
  /** The buyer's uses of this coupon that count (not given back). */
  buyerUses: number;
  /** The coupon's show when it has a live window: when it last went live, or null. */
  show?: LiveWindowShow | undefined;
  /**
   * The host's last push of this code live (decision 0052): its window, its show, and when
   * it was withdrawn or replaced (null while it is the room's code). A pushed code holds only
   * within that window.
   */
  pushed?:
    { window: LiveCodeWindow; show: LiveWindowShow | null; closedAt: Date | null } | undefined;
};

/** Whether a line is one the coupon applies to. */
export function isEligibleLine(
  coupon: Pick<CouponRules, 'scope' | 'designerId' | 'eventId'>,
  line: Pick<CouponLine, 'designerId' | 'eventId'>,
): boolean {
  if (coupon.scope === 'designer') return line.designerId === coupon.designerId;
  if (coupon.scope === 'event') return line.eventId !== null && line.eventId === coupon.eventId;
  return true;
}

/** The goods of the eligible lines, minor units: what the minimum and the discount read. */
export function eligibleSubtotal(
  coupon: Pick<CouponRules, 'scope' | 'designerId' | 'eventId'>,
  lines: readonly CouponLine[],
): number {
  return lines.reduce((sum, line) => sum + (isEligibleLine(coupon, line) ? line.amount : 0), 0);
}

/**
 * Why the code cannot be used now, or null: checked in COUPON_REFUSALS' order. An unknown
 * code, an inactive coupon or code, and a coupon with no rules all answer `unknown`, so a
 * switched-off code says no more than a made-up one. The minimum is on the eligible lines.
 * A live window (the coupon's first N minutes, or the window of the host's last push of it)
 * counts from when the show went live (liveWindowState): before that `notStarted`, after it
 * (or once the show ended) `ended`.
 */
export function couponRefusal(
  coupon: CouponRules | null,
  code: CouponCodeRules | null,
  check: CouponCheck,
): CouponRefusalReason | null {
  if (!coupon || coupon.status !== 'active' || (code && code.status !== 'active')) {
    return 'unknown';
  }
  const now = check.now.getTime();
  if (coupon.startsAt && now < coupon.startsAt.getTime()) return 'notStarted';
  if (coupon.endsAt && now >= coupon.endsAt.getTime()) return 'ended';
  const windows = [
    ...(coupon.liveWindowMinutes !== null
      ? [
          liveWindowState(
            { kind: 'minutes', minutes: coupon.liveWindowMinutes },
            check.show,
            check.now,
          ),
        ]
      : []),
    ...(check.pushed
      ? [liveWindowState(check.pushed.window, check.pushed.show, check.now, check.pushed.closedAt)]
      : []),
  ];
  for (const { state } of windows) if (state !== 'open') return state;
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) return 'usedUp';
  if (code && code.usedCount >= code.maxUses) return 'usedUp';
  if (coupon.perUserLimit !== null && check.buyerUses >= coupon.perUserLimit) return 'alreadyUsed';
  const eligible = eligibleSubtotal(coupon, check.lines);
  if (!check.lines.some((line) => isEligibleLine(coupon, line))) return 'noEligibleItems';
  if (eligible < coupon.minOrderAmount) return 'belowMinimum';
  return null;
}
