import { Select } from '@runway-live/ui';
import { styled } from 'styled-components';
import { labelledOptions } from '../shared/labelledOptions';

/** One filter of a list page: beside the search, as wide as its choices, wrapping when narrow. */
export const ListFilter = styled.div`
  flex: 1 1 10rem;
  max-width: 14rem;
`;

/**
 * A list's filter by one of a fixed set of values (a status, a scope…), in the domain's
 * words; the placeholder ('Any status') stands for no filter.
 */
export function ListSelectFilter<Value extends string>({
  label,
  placeholder,
  values,
  labels,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  values: readonly Value[];
  labels: Record<Value, string>;
  value: Value | undefined;
  onChange: (value: Value | undefined) => void;
}) {
  return (
    <ListFilter>
      <Select
        label={label}
        placeholder={placeholder}
        options={labelledOptions(values, labels)}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as Value | undefined)}
      />
    </ListFilter>
  );
}
