import {
  COUPON_FUNDER_LABELS,
  COUPON_FUNDERS,
  COUPON_SCOPE_LABELS,
  COUPON_SCOPES,
  COUPON_STATUS_LABELS,
  COUPON_STATUSES,
  couponListQuerySchema,
} from '@runway-live/domain/coupons';
import { useMemo } from 'react';
import { ListSelectFilter } from '../../resources/ListFilters';
import { ResourceListPage } from '../../resources/ResourceListPage';
import { useListUrlState } from '../../resources/listUrlState';
import { couponColumns } from './couponColumns';
import { coupons } from './couponsApi';

/** coupon/view-coupons (admin and staff, spec 2.3 and 6): every coupon, filtered in the URL. */
export function CouponsScreen() {
  const listState = useListUrlState(couponListQuerySchema);
  const { state, update, apiQuery } = listState;
  const list = coupons.useList(apiQuery);
  const remove = coupons.useRemove();
  const columns = useMemo(() => couponColumns(), []);
  // appliesToEventId comes from a show's page ('All … codes'): no control, but Clear drops it.
  const filtersActive = [state.status, state.scope, state.fundedBy, state.appliesToEventId].some(
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
        update({
          search: '',
          status: undefined,
          scope: undefined,
          fundedBy: undefined,
          appliesToEventId: undefined,
        })
      }
      filters={
        <>
          <ListSelectFilter
            label="Status"
            placeholder="Any status"
            values={COUPON_STATUSES}
            labels={COUPON_STATUS_LABELS}
            value={state.status}
            onChange={(status) => update({ status })}
          />
          <ListSelectFilter
            label="Applies to"
            placeholder="Anything"
            values={COUPON_SCOPES}
            labels={COUPON_SCOPE_LABELS}
            value={state.scope}
            onChange={(scope) => update({ scope })}
          />
          <ListSelectFilter
            label="Funded by"
            placeholder="Anyone"
            values={COUPON_FUNDERS}
            labels={COUPON_FUNDER_LABELS}
            value={state.fundedBy}
            onChange={(fundedBy) => update({ fundedBy })}
          />
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
