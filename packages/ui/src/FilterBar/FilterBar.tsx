import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { DateInput } from '../DateInput/DateInput';
import { StyledChip, StyledChips, StyledDates, StyledFilterBar } from './FilterBar.styles';

/** One status a list can be filtered by, e.g. { value: 'live', label: 'Live' }. */
export type StatusChip = { value: string; label: string };

/** Calendar dates 'yyyy-MM-dd'; an empty string leaves that end open. */
export type DateRange = { from: string; to: string };

export type FilterBarProps = {
  statuses?: readonly StatusChip[];
  selectedStatuses?: readonly string[];
  onStatusesChange?: (statuses: string[]) => void;
  /** Shows the From and To dates when given. */
  dateRange?: DateRange;
  onDateRangeChange?: (range: DateRange) => void;
  /** A SearchInput, or any other control the list puts first. */
  search?: ReactNode;
  /** Shows 'Clear filters' when given. */
  onClear?: () => void;
  'aria-label'?: string;
};

export const DATE_RANGE_ORDER_ERROR = 'The From date must be on or before the To date.';

/** True when both ends are set and From comes after To ('yyyy-MM-dd' compares as text). */
export function isReversedRange({ from, to }: DateRange): boolean {
  return Boolean(from && to && from > to);
}

/** A list's filters: search, status chips (any number pressed) and a date range. */
export function FilterBar({
  statuses = [],
  selectedStatuses = [],
  onStatusesChange,
  dateRange,
  onDateRangeChange,
  search,
  onClear,
  'aria-label': ariaLabel = 'Filters',
}: FilterBarProps) {
  const toggle = (value: string) => {
    const next = selectedStatuses.includes(value)
      ? selectedStatuses.filter((status) => status !== value)
      : [...selectedStatuses, value];
    onStatusesChange?.(next);
  };

  return (
    <StyledFilterBar role="group" aria-label={ariaLabel}>
      {search}
      {statuses.length > 0 ? (
        <StyledChips role="group" aria-label="Status">
          {statuses.map(({ value, label }) => (
            <StyledChip
              key={value}
              type="button"
              aria-pressed={selectedStatuses.includes(value)}
              onClick={() => toggle(value)}
            >
              {label}
            </StyledChip>
          ))}
        </StyledChips>
      ) : null}
      {dateRange ? (
        <StyledDates>
          <legend>Dates</legend>
          <DateInput
            label="From"
            value={dateRange.from}
            max={dateRange.to || undefined}
            onChange={(event) => onDateRangeChange?.({ ...dateRange, from: event.target.value })}
          />
          <DateInput
            label="To"
            value={dateRange.to}
            min={dateRange.from || undefined}
            error={isReversedRange(dateRange) ? DATE_RANGE_ORDER_ERROR : undefined}
            onChange={(event) => onDateRangeChange?.({ ...dateRange, to: event.target.value })}
          />
        </StyledDates>
      ) : null}
      {onClear ? (
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear filters
        </Button>
      ) : null}
    </StyledFilterBar>
  );
}
