import { CATALOGUE_OWNER_STATUS } from '@runway-live/domain/access';
import { LIST_LIMIT_MAX, type DesignerListItem } from '@runway-live/domain/api';
import { Combobox } from '@runway-live/ui';
import {
  forwardRef,
  useImperativeHandle,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { useSearchQuery } from '../../forms/useSearchQuery';
import { useDesignerList } from './designersApi';

/** Approved designers, by brand: the designers a resource may belong to (mayOwnCatalogue). */
const APPROVED = {
  page: '1',
  limit: String(LIST_LIMIT_MAX),
  sort: 'brandName:asc',
  applicationStatus: CATALOGUE_OWNER_STATUS,
};

/** How many designers the picker offers for what was typed. */
const OFFERED = 20;
/** A designer as lists and pickers name them: the brand, else the person. */
export function designerName(user: Pick<DesignerListItem, 'fullName' | 'designer'>): string {
  return user.designer?.brandName || user.fullName;
}

/** A select's change, as react-hook-form's `register` and a select's handler read it. */
type DesignerChange = { target: { name: string; value: string }; type: 'change' };

export type DesignerSelectProps = {
  label: string;
  name?: string;
  /** The picked designer's id; left out, the field keeps it (react-hook-form's register). */
  value?: string;
  /** The name of a `value` given from outside (a filter read from the URL). */
  valueLabel?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  error?: string;
  /** As a select's: `event.target.value` is the picked designer's id, '' for none. */
  onChange?: (event: DesignerChange) => unknown;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => unknown;
  /** The picked designer, for what follows from them (a new product's brand). */
  onPick?: (designer: DesignerListItem | null) => void;
};

/** What a form's field reference needs: the id as its value, and focus. */
export type DesignerSelectHandle = { name: string; value: string; focus: () => void };

/**
 * Admin and staff pick the designer a new object belongs to (issue 12): a searchable
 * combobox of the approved designers, by brand, asking the server for the first matches of
 * what is typed, since there will be thousands. It works with react-hook-form's
 * `register` like a select: the field reads and sets the id through its ref.
 */
export const DesignerSelect = forwardRef<DesignerSelectHandle, DesignerSelectProps>(
  function DesignerSelect(
    {
      label,
      name = 'designerId',
      value,
      valueLabel,
      placeholder,
      required,
      disabled,
      hint,
      error,
      onChange,
      onBlur,
      onPick,
    },
    ref,
  ) {
    const input = useRef<HTMLInputElement>(null);
    // The field's id when the caller does not hold it, and the picked designer's name.
    const [own, setOwn] = useState<{ id: string; label?: string }>({ id: '' });
    const picked = value ?? own.id;
    // Made again when the id changes, so the field reads the id of this render.
    useImperativeHandle(
      ref,
      () => ({
        name,
        get value() {
          return picked;
        },
        set value(id: string) {
          setOwn((current) => (current.id === id ? current : { id }));
        },
        focus: () => input.current?.focus(),
      }),
      [name, picked],
    );

    const [search, setSearch] = useState('');
    const query = useSearchQuery(search.trim());
    const designers = useDesignerList({
      ...APPROVED,
      limit: String(OFFERED),
      ...(query ? { search: query } : {}),
    });
    const found = designers.data?.items ?? [];

    return (
      <Combobox
        ref={input}
        label={label}
        name={name}
        placeholder={placeholder ?? 'Search designers by brand, name or e-mail'}
        required={required}
        disabled={disabled}
        hint={hint}
        error={error}
        options={found.map((user) => ({
          value: user._id,
          label: designerName(user),
          description: user.designer?.brandName ? user.fullName : undefined,
        }))}
        value={picked || null}
        valueLabel={own.id === picked && own.label ? own.label : valueLabel}
        loading={designers.isFetching}
        onSearchChange={setSearch}
        onBlur={onBlur}
        onChange={(id, option) => {
          setOwn({ id: id ?? '', label: option?.label });
          onChange?.({ target: { name, value: id ?? '' }, type: 'change' });
          onPick?.(found.find((user) => user._id === id) ?? null);
        }}
      />
    );
  },
);
