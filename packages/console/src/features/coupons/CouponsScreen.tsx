import {
  COUPON_FUNDER_LABELS,
  COUPON_FUNDERS,
  COUPON_SCOPE_LABELS,
  COUPON_SCOPES,
  COUPON_STATUS_LABELS,
  COUPON_STATUSES,
  couponListQuerySchema,
  type CouponFunder,
  type CouponScope,
  type CouponStatus,
} from '@runway-live/domain/coupons';
import { Select } from '@runway-live/ui';
import { useMemo } from 'react';
import { styled } from 'styled-components';
import { ResourceListPage } from '../../resources/ResourceListPage';
import { useListUrlState } from '../../resources/listUrlState';
import { couponColumns } from './couponColumns';
import { coupons } from './couponsApi';

const StyledFilter = styled.div`
  flex: 1 1 10rem;
  max-width: 14rem;
`;

const options = <Value extends string>(values: readonly Value[], labels: Record<Value, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** coupon/view-coupons (admin and staff, spec 2.3 and 6): every coupon, filtered in the URL. */
export function CouponsScreen() {
  const listState = useListUrlState(couponListQuerySchema);
  const { state, update, apiQuery } = listState;
  const list = coupons.useList(apiQuery);
  const remove = coupons.useRemove();
  const columns = useMemo(() => couponColumns(), []);
  const filtersActive = [state.status, state.scope, state.fundedBy].some(
    (value) => value !== undefined,
  );
  return (
    <ResourceListPage
      title="Coupons"
      description="Codes shoppers enter at checkout: who they are for, who funds them and how often they were used."
      list={list}
      listState={listState}
      columns={columns}
      rowLabel={(coupon) => coupon.code}
      searchLabel="Search coupons"
      searchPlaceholder="Code"
      noun={{ one: 'coupon', many: 'coupons' }}
      filtersActive={filtersActive}
      onClearFilters={() =>
        update({ search: '', status: undefined, scope: undefined, fundedBy: undefined })
      }
      filters={
        <>
          <StyledFilter>
            <Select
              label="Status"
              placeholder="Any status"
              options={options(COUPON_STATUSES, COUPON_STATUS_LABELS)}
              value={state.status ?? ''}
              onChange={(event) =>
                update({ status: (event.target.value || undefined) as CouponStatus | undefined })
              }
            />
          </StyledFilter>
          <StyledFilter>
            <Select
              label="Applies to"
              placeholder="Anything"
              options={options(COUPON_SCOPES, COUPON_SCOPE_LABELS)}
              value={state.scope ?? ''}
              onChange={(event) =>
                update({ scope: (event.target.value || undefined) as CouponScope | undefined })
              }
            />
          </StyledFilter>
          <StyledFilter>
            <Select
              label="Funded by"
              placeholder="Anyone"
              options={options(COUPON_FUNDERS, COUPON_FUNDER_LABELS)}
              value={state.fundedBy ?? ''}
              onChange={(event) =>
                update({ fundedBy: (event.target.value || undefined) as CouponFunder | undefined })
              }
            />
          </StyledFilter>
        </>
      }
      write={{
        addHref: coupons.paths.adminAdd,
        editHref: (coupon) => coupons.paths.adminEdit(coupon._id),
        remove,
        canRemove: (coupon) => coupon.usedCount === 0,
      }}
      empty={{ description: 'Add a coupon to give shoppers a code for a discount at checkout.' }}
    />
  );
}

export { CouponsScreen as Screen };
