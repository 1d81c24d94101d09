import { Select } from '@runway-live/ui';
import { styled } from 'styled-components';
import { DesignerFilter } from '../people';

/** A filter of a shows list: as wide as its choices, beside the search, not the whole row. */
export const ShowFilter = styled.div`
  width: min(100%, 14rem);
`;

/** A shows list's status filter, in the kind's statuses and words; 'All statuses' when none. */
export function ShowStatusFilter<Status extends string>({
  statuses,
  labels,
  value,
  onChange,
}: {
  statuses: readonly Status[];
  labels: Record<Status, string>;
  value: Status | undefined;
  onChange: (status: Status | undefined) => void;
}) {
  return (
    <ShowFilter>
      <Select
        label="Status"
        placeholder="All statuses"
        options={statuses.map((status) => ({ value: status, label: labels[status] }))}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as Status | undefined)}
      />
    </ShowFilter>
  );
}

/**
 * For admin and staff, whose show it is (the designers of the listed items offered first);
 * nothing for a designer, whose list is their own.
 */
export function ShowDesignerFilter({
  adminSide,
  designerId,
  items,
  onChange,
}: {
  adminSide: boolean;
  designerId: string | undefined;
  items: readonly { designerId: string; designerBrand?: string }[];
  onChange: (designerId: string | undefined) => void;
}) {
  if (!adminSide) return null;
  return (
    <ShowFilter>
      <DesignerFilter
        designerId={designerId}
        items={items}
        placeholder="All designers"
        onChange={onChange}
      />
    </ShowFilter>
  );
}
