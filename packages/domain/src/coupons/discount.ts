import { eligibleSubtotal, isEligibleLine, type CouponLine, type CouponRules } from './rules';

/**
 * `total` split into whole parts in proportion to `weights` (largest remainder): each part
 * is the floor of its exact share, and the units left over go one each to the largest
 * remainders, the earlier weight first on a tie, so the parts always add up to `total` and
 * the same input always gives the same split. Zero weights get nothing.
 */
export function splitInProportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const parts = weights.map((weight) => Math.floor((total * weight) / sum));
  // The remainders as integers (total × weight mod sum), exact for safe integers.
  const remainders = weights.map((weight, index) => ({
    index,
    rest: total * weight - parts[index]! * sum,
  }));
  let left = total - parts.reduce((acc, part) => acc + part, 0);
  remainders.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of remainders) {
    if (left <= 0) break;
    if (weights[index]! > 0) {
      parts[index]! += 1;
      left -= 1;
    }
  }
  return parts;
}

/**
 * The discount of the coupon on the eligible goods (minor units): a percentage of them,
 * rounded half up, or the fixed amount, never more than the goods.
 */
export function couponDiscountTotal(
  coupon: Pick<CouponRules, 'type' | 'value'>,
  eligible: number,
): number {
  if (eligible <= 0) return 0;
  if (coupon.type === 'percent') {
    return Math.min(eligible, Math.floor((eligible * coupon.value + 50) / 100));
  }
  return Math.min(eligible, coupon.value);
}

export type CouponDiscount = {
  /** The whole discount, minor units. */
  total: number;
  /** Each line's share, in the lines' order (0 for a line the coupon does not apply to). */
  lines: number[];
  /** Each designer's share (the sum of their lines'), in the order they first appear. */
  byDesigner: Map<string, number>;
};

/**
 * The discount on a cart: computed on the eligible lines only, then split across them in
 * proportion to their goods, and so across the checkout's designers' orders (each order's
 * discount is the sum of its lines' shares). Whole minor units; the shares add up to the
 * total exactly.
 */
export function couponDiscount(
  coupon: Pick<CouponRules, 'type' | 'value' | 'scope' | 'designerId' | 'eventId'>,
  lines: readonly CouponLine[],
): CouponDiscount {
  const weights = lines.map((line) => (isEligibleLine(coupon, line) ? line.amount : 0));
  const total = couponDiscountTotal(coupon, eligibleSubtotal(coupon, lines));
  const shares = splitInProportion(total, weights);
  const byDesigner = new Map<string, number>();
  lines.forEach((line, index) => {
    byDesigner.set(line.designerId, (byDesigner.get(line.designerId) ?? 0) + shares[index]!);
  });
  return { total, lines: shares, byDesigner };
}

/**
 * The part of an order's discount the marketplace pays (minor units): all of it when the
 * marketplace funds the coupon, else none. A marketplace-funded discount does not reduce
 * the designer's net (netAfterRefunds credits it back); a designer-funded one does.
 */
export function marketplaceFundedDiscount(order: {
  discount: number;
  discountFundedBy: 'marketplace' | 'designer' | null;
}): number {
  return order.discountFundedBy === 'marketplace' ? order.discount : 0;
}
