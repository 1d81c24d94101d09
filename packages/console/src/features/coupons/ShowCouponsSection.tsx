import { Link } from '@runway-live/ui';
import { RouterLink } from '../../shared/RouterLink';
import { ShowItemsSection } from '../shows';
import type { ApiCoupon } from '@runway-live/domain/coupons';
import { couponValueText } from './couponColumns';
import { COUPONS_LIST, useCouponFamily } from './couponsApi';

/** What a code applies to, seen from the show's page. */
function reachOnShow(coupon: ApiCoupon): string {
  if (coupon.scope === 'event') return 'this show';
  if (coupon.scope === 'designer') return `all of ${coupon.designerBrand ?? 'the brand'}`;
  return 'the whole marketplace';
}

/**
 * A show's codes on its page (decision 0040): the ones a shopper can use on its products
 * (its own, its designer's, and for admins the marketplace's), each opening its detail,
 * and a way to make one for the show. A designer has no coupon list (spec 2.11), so this
 * is where they find theirs; admins also get 'All …' to the list filtered the same way.
 */
export function ShowCouponsSection({ show }: { show: { _id: string; title: string } }) {
  const { admin, resource, addPath } = useCouponFamily();
  const filter = { appliesToEventId: show._id };
  return (
    <ShowItemsSection
      show={show}
      noun="codes"
      title="Codes for this show"
      list={resource}
      filter={filter}
      empty={{
        title: 'No codes for this show yet',
        description: 'Give viewers a code to use on its products at checkout.',
      }}
      row={(coupon) => ({
        image: undefined,
        icon: 'ticket',
        name: coupon.code,
        href: resource.paths.detail(coupon._id),
        extra: `${couponValueText(coupon)} · ${reachOnShow(coupon)}`,
      })}
      all={admin ? `${COUPONS_LIST.path}?${new URLSearchParams(filter).toString()}` : undefined}
    >
      <Link
        href={`${addPath}?${new URLSearchParams({ eventId: show._id }).toString()}`}
        linkComponent={RouterLink}
      >
        Create a code for this show
      </Link>
    </ShowItemsSection>
  );
}
