import { useCombobox } from 'downshift';
import { forwardRef, useMemo, useState, type FocusEvent, type ReactNode } from 'react';
import { StyledBox, StyledInput } from '../ChipInput/ChipInput.styles';
import { OptionMenu, matchesSearch, optionInputProps } from '../ChipInput/OptionMenu';
import { Field } from '../Field/Field';
import { useFieldIds } from '../Field/useFieldIds';

export type ComboboxOption = {
  value: string;
  label: string;
  /** A short second text, e.g. the person behind a brand. */
  description?: string;
};

export type ComboboxProps = {
  label: string;
  /**
   * The options to offer. With `onSearchChange` the caller filters them (a server search
   * over thousands); without it they are filtered here by what was typed.
   */
  options: readonly ComboboxOption[];
  /** The picked option's value; '' or null: none. */
  value: string | null;
  /** The picked option's label when `options` does not hold it (a search moved on). */
  valueLabel?: string;
  onChange: (value: string | null, option: ComboboxOption | null) => void;
  /** What was typed, for a caller that searches itself. */
  onSearchChange?: (search: string) => void;
  /** The options are being fetched: said in the list. */
  loading?: boolean;
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  /** The input's name: a form finds its first invalid control by it. */
  name?: string;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Said when nothing matches what was typed. */
  noOptionsText?: string;
  className?: string;
};

/**
 * Picks one option by typing part of it: a combobox with typeahead (downshift's ARIA 1.2
 * pattern). The input shows the picked option; typing searches (here, or through
 * `onSearchChange`), Enter or a click picks, and emptying the input picks none.
 */
export const Combobox = forwardRef<HTMLInputElement, ComboboxProps>(function Combobox(
  {
    label,
    options,
    value,
    valueLabel,
    onChange,
    onSearchChange,
    loading = false,
    placeholder,
    error,
    hint,
    required = false,
    disabled = false,
    id,
    name,
    onBlur,
    noOptionsText = 'No options match',
    className,
  },
  ref,
) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error));
  // What was typed since the last pick; null while the input shows the picked option.
  const [search, setSearch] = useState<string | null>(null);
  const selected = useMemo<ComboboxOption | null>(() => {
    if (!value) return null;
    return (
      options.find((option) => option.value === value) ?? { value, label: valueLabel ?? value }
    );
  }, [options, value, valueLabel]);
  const items = useMemo(
    () =>
      onSearchChange || search === null
        ? [...options]
        : options.filter((option) => matchesSearch(option, search)),
    [options, search, onSearchChange],
  );

  const setTyped = (typed: string | null) => {
    setSearch(typed);
    onSearchChange?.(typed ?? '');
  };

  const combobox = useCombobox<ComboboxOption>({
    items,
    inputId: ids.controlId,
    labelId: `${ids.controlId}-label`,
    selectedItem: selected,
    inputValue: search ?? selected?.label ?? '',
    itemToString: (option) => option?.label ?? '',
    itemToKey: (option) => option?.value,
    onInputValueChange: ({ type, inputValue }) => {
      if (type !== useCombobox.stateChangeTypes.InputChange) return;
      setTyped(inputValue);
      if (inputValue === '' && value) onChange(null, null);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      setTyped(null);
      onChange(selectedItem?.value ?? null, selectedItem ?? null);
    },
    onIsOpenChange: ({ isOpen }) => {
      // Closing without a pick shows the picked option again.
      if (!isOpen && search !== null) setTyped(null);
    },
  });

  const open = combobox.isOpen && !disabled;
  const status = loading ? 'Loading…' : items.length === 0 && noOptionsText ? noOptionsText : null;

  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <StyledBox $invalid={Boolean(error)} $disabled={disabled}>
        <StyledInput
          {...combobox.getInputProps({
            ref,
            name,
            disabled,
            placeholder,
            onBlur,
            ...optionInputProps(ids, error, required),
          })}
        />
        <OptionMenu combobox={combobox} items={items} open={open} status={status} />
      </StyledBox>
    </Field>
  );
});
