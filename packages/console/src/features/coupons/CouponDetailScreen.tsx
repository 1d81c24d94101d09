import {
  COUPON_FUNDER_LABELS,
  COUPON_STATUS_LABELS,
  type ApiCoupon,
} from '@runway-live/domain/coupons';
import { formatMoney } from '@runway-live/domain/money';
import { useParams } from 'react-router-dom';
import { DetailFacts } from '../../resources/DetailFacts';
import { DetailSection, ResourceDetailPage } from '../../resources/ResourceDetailPage';
import { DASHBOARD_CRUMB } from '../../shared/Page';
import { CouponCodesSection } from './CouponCodesSection';
import { couponScopeText, couponUsesText, couponValueText } from './couponColumns';
import { PageBlocks } from '../../shared/Page';
import { useCouponFamily, useCouponsCrumb } from './couponsApi';
import { CouponUsageSection } from './CouponUsageSection';
import { useHistoryActions } from '../audit';

const when = (instant: string | null, none: string) =>
  instant
    ? new Date(instant).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })
    : none;

/** coupon/coupon-detail/:couponId: the coupon, its uses, the orders that used it, its codes. */
export function CouponDetailScreen() {
  const { couponId = '' } = useParams();
  const { admin, resource, editPath } = useCouponFamily();
  const list = useCouponsCrumb();
  const history = useHistoryActions('coupons', couponId);
  return (
    <ResourceDetailPage
      query={resource.useDetail(couponId)}
      list={list}
      parents={admin ? undefined : [DASHBOARD_CRUMB]}
      title={(coupon) => coupon.code}
      status={(coupon) => COUPON_STATUS_LABELS[coupon.status]}
      actions={(coupon) => ({
        primaryAction: { label: 'Edit', href: editPath(coupon._id) },
        secondaryActions: history,
      })}
    >
      {(coupon) => (
        <PageBlocks>
          <CouponFacts coupon={coupon} />
          <CouponUsageSection coupon={coupon} />
          <CouponCodesSection coupon={coupon} />
        </PageBlocks>
      )}
    </ResourceDetailPage>
  );
}

function CouponFacts({ coupon }: { coupon: ApiCoupon }) {
  return (
    <DetailSection title="Rules">
      <DetailFacts>
        <dt>Discount</dt>
        <dd>{couponValueText(coupon)}</dd>
        <dt>Applies to</dt>
        <dd>{couponScopeText(coupon)}</dd>
        <dt>Funded by</dt>
        <dd>{COUPON_FUNDER_LABELS[coupon.fundedBy]}</dd>
        <dt>Minimum order</dt>
        <dd>
          {coupon.minOrderAmount > 0 ? formatMoney(coupon.minOrderAmount, coupon.currency) : 'None'}
        </dd>
        <dt>Uses</dt>
        <dd>{couponUsesText(coupon)}</dd>
        <dt>Uses per buyer</dt>
        <dd>{coupon.perUserLimit ?? 'No limit'}</dd>
        <dt>Starts</dt>
        <dd>{when(coupon.startsAt, 'Now')}</dd>
        <dt>Ends</dt>
        <dd>{when(coupon.endsAt, 'No end')}</dd>
        {coupon.liveWindowMinutes !== null ? (
          <>
            <dt>Live window</dt>
            <dd>First {coupon.liveWindowMinutes} minutes of the show live</dd>
          </>
        ) : null}
      </DetailFacts>
    </DetailSection>
  );
}

export { CouponDetailScreen as Screen };
