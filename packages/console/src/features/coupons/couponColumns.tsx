import {
  COUPON_FUNDER_LABELS,
  COUPON_SCOPE_LABELS,
  COUPON_STATUS_LABELS,
  couponOfferText,
  type ApiCoupon,
} from '@runway-live/domain/coupons';
import { Link, StatusBadge, type ColumnDef } from '@runway-live/ui';
import { RouterLink } from '../../shared/RouterLink';
import { coupons } from './couponsApi';

/** What a coupon takes off: "20% off" or "$5.00 off" (the domain's words, as a pushed code's). */
export function couponValueText(coupon: Pick<ApiCoupon, 'type' | 'value' | 'currency'>): string {
  return couponOfferText(coupon);
}

/** What a coupon applies to: everything, a designer's products, or one show's. */
export function couponScopeText(
  coupon: Pick<ApiCoupon, 'scope' | 'designerBrand' | 'eventTitle'>,
): string {
  if (coupon.scope === 'designer' && coupon.designerBrand) return coupon.designerBrand;
  if (coupon.scope === 'event' && coupon.eventTitle) return coupon.eventTitle;
  return COUPON_SCOPE_LABELS[coupon.scope];
}

/** Uses so far against the limit: "3 of 50", or "3" with no limit. */
export function couponUsesText(coupon: Pick<ApiCoupon, 'usedCount' | 'maxUses'>): string {
  return coupon.maxUses === null
    ? String(coupon.usedCount)
    : `${coupon.usedCount} of ${coupon.maxUses}`;
}

export function CouponStatusBadge({ status }: { status: ApiCoupon['status'] }) {
  return <StatusBadge status={COUPON_STATUS_LABELS[status]} />;
}

/** The coupons list's columns; code, usedCount and endsAt sort on the server. */
export function couponColumns(): ColumnDef<ApiCoupon, unknown>[] {
  return [
    {
      id: 'code',
      header: 'Code',
      accessorFn: (coupon) => coupon.code,
      cell: ({ row }) => (
        <Link href={coupons.paths.detail(row.original._id)} linkComponent={RouterLink}>
          {row.original.code}
        </Link>
      ),
    },
    {
      id: 'value',
      header: 'Discount',
      enableSorting: false,
      accessorFn: (coupon) => couponValueText(coupon),
    },
    {
      id: 'scope',
      header: 'Applies to',
      enableSorting: false,
      accessorFn: (coupon) => couponScopeText(coupon),
    },
    {
      id: 'fundedBy',
      header: 'Funded by',
      enableSorting: false,
      accessorFn: (coupon) => COUPON_FUNDER_LABELS[coupon.fundedBy],
    },
    {
      id: 'usedCount',
      header: 'Uses',
      accessorFn: (coupon) => couponUsesText(coupon),
    },
    {
      id: 'status',
      header: 'Status',
      enableSorting: false,
      accessorFn: (coupon) => coupon.status,
      cell: ({ row }) => <CouponStatusBadge status={row.original.status} />,
    },
  ];
}
