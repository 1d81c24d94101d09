import type { UseComboboxReturnValue } from 'downshift';
import type { ReactNode } from 'react';
import type { FieldIds } from '../Field/useFieldIds';
import { StyledDescription, StyledMenu, StyledNoOptions, StyledOption } from './ChipInput.styles';

/** What an option in the list needs: ChipInput's and Combobox's options both fit. */
export type MenuOption = {
  value: string;
  label: string;
  description?: string;
};

/** The option holds what was typed, in its label or description, in any case. */
export const matchesSearch = (option: MenuOption, search: string) => {
  const needle = search.trim().toLowerCase();
  return (
    needle === '' ||
    option.label.toLowerCase().includes(needle) ||
    (option.description?.toLowerCase().includes(needle) ?? false)
  );
};

/**
 * The ARIA and autocomplete props a combobox input in a Field takes, for downshift's
 * getInputProps.
 */
export const optionInputProps = (ids: FieldIds, error?: string, required = false) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': ids.describedBy,
  'aria-required': required || undefined,
  autoComplete: 'off',
});

type OptionMenuProps<Option extends MenuOption> = {
  combobox: UseComboboxReturnValue<Option>;
  items: readonly Option[];
  /** The list is open (and the field enabled). */
  open: boolean;
  /** Said under the list while it is open, e.g. that nothing matches; null: nothing. */
  status: string | null;
  /** Drawn before an option's label, e.g. a colour swatch. */
  leading?: (option: Option) => ReactNode;
};

/** The listbox of a downshift combobox, and its status line, shared by ChipInput and Combobox. */
export function OptionMenu<Option extends MenuOption>({
  combobox,
  items,
  open,
  status,
  leading,
}: OptionMenuProps<Option>) {
  return (
    <>
      <StyledMenu $open={open && items.length > 0} {...combobox.getMenuProps()}>
        {open
          ? items.map((option, index) => (
              <StyledOption
                key={option.value}
                $highlighted={combobox.highlightedIndex === index}
                {...combobox.getItemProps({ item: option, index })}
              >
                {leading?.(option)}
                {option.label}
                {option.description ? (
                  <StyledDescription>{option.description}</StyledDescription>
                ) : null}
              </StyledOption>
            ))
          : null}
      </StyledMenu>
      {/* Outside the listbox: a listbox may hold only options. */}
      {open && status !== null ? <StyledNoOptions role="status">{status}</StyledNoOptions> : null}
    </>
  );
}
