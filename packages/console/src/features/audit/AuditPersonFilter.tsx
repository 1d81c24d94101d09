import type { ApiAuditEntry } from '@runway-live/domain/api';
import { Combobox } from '@runway-live/ui';
import { useState } from 'react';
import { useSearchQuery } from '../../forms/useSearchQuery';
import { ListFilter } from '../../resources/ListFilters';
import { useAuditPeople } from './auditApi';

/**
 * The audit screen's person filter (a list filter's cell): a searchable picker of the people
 * the log names, from every role, asking the server for the first matches of what is typed.
 * A person chosen elsewhere (a row's "Their changes") is named by the entries it filters, so
 * labelling it fetches nothing.
 */
export function AuditPersonFilter({
  accountId,
  entries,
  onChange,
}: {
  accountId: string | undefined;
  entries: readonly ApiAuditEntry[] | undefined;
  onChange: (accountId: string | undefined) => void;
}) {
  const [search, setSearch] = useState('');
  const people = useAuditPeople(useSearchQuery(search.trim()));
  const named = accountId
    ? (entries?.find((entry) => entry.accountId === accountId)?.accountName ?? undefined)
    : undefined;
  return (
    <ListFilter>
      <Combobox
        label="Person"
        placeholder="Anyone"
        options={(people.data ?? []).map((person) => ({
          value: person._id,
          label: person.name,
          // As an entry names it: 'admin', 'designer', 'member'…
          description: person.role ?? undefined,
        }))}
        value={accountId ?? null}
        valueLabel={named}
        loading={people.isFetching}
        noOptionsText="No one in the log by that name or e-mail"
        onSearchChange={setSearch}
        onChange={(id) => onChange(id ?? undefined)}
      />
    </ListFilter>
  );
}
