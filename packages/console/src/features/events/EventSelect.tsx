import { Combobox } from '@runway-live/ui';
import { useState, type FocusEvent } from 'react';
import { useSearchQuery } from '../../forms/useSearchQuery';
import { events } from './eventsApi';

/** How many shows the picker offers for what was typed. */
const OFFERED = '20';

export type EventSelectProps = {
  label: string;
  /** The picked event's id, null for none. */
  value: string | null;
  onChange: (id: string | null) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Only this designer's shows (admin and staff); a designer's own are the server's. */
  designerId?: string;
  hint?: string;
  error?: string;
};

/**
 * A look's show (issue 19: a picker, not a raw id): a searchable combobox of the events,
 * latest first, asking the server for the first matches of what is typed. The picked
 * event's title comes from its detail, so an edited look names its show at once.
 */
export function EventSelect({
  label,
  value,
  onChange,
  onBlur,
  designerId,
  hint,
  error,
}: EventSelectProps) {
  const [search, setSearch] = useState('');
  const query = useSearchQuery(search.trim());
  const found = events.useList({
    page: '1',
    limit: OFFERED,
    sort: 'scheduledAt:desc',
    ...(designerId ? { designerId } : {}),
    ...(query ? { search: query } : {}),
  });
  const picked = events.useDetail(value ?? undefined);
  return (
    <Combobox
      label={label}
      name="eventId"
      placeholder="Search events by title"
      hint={hint}
      error={error}
      options={(found.data?.items ?? []).map((event) => ({
        value: event._id,
        label: event.title,
        description: event.status,
      }))}
      value={value}
      valueLabel={picked.data?.title}
      loading={found.isFetching}
      noOptionsText="No event matches"
      onSearchChange={setSearch}
      onBlur={onBlur}
      onChange={(id) => onChange(id)}
    />
  );
}
