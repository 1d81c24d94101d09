import { forwardRef, useMemo, useState, type FocusEventHandler, type ReactNode } from 'react';
import { useCombobox } from 'downshift';
import { ChevronDown } from 'lucide-react';
import { listCountries, type Country } from '@runway-live/domain';
import { Field } from '../Field/Field';
import { StyledInput } from '../Field/Field.styles';
import { useFieldIds } from '../Field/useFieldIds';
import { IconButton } from '../IconButton/IconButton';
import {
  StyledCombobox,
  StyledMenu,
  StyledNoMatch,
  StyledOption,
  StyledToggle,
} from './CountrySelect.styles';
import { flagEmoji } from './flagEmoji';
import { matchCountries } from './matchCountries';

export type CountrySelectProps = {
  label: ReactNode;
  /** The chosen country's English name ('United States'), as the payloads carry it. */
  value?: string;
  defaultValue?: string;
  onChange?: (name: string, country: Country | undefined) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Defaults to every country of @runway-live/domain's listCountries(). */
  countries?: readonly Country[];
  name?: string;
  id?: string;
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  noMatchText?: string;
  toggleLabel?: string;
  className?: string;
};

/**
 * A searchable country picker (downshift's ARIA 1.2 combobox): type part of a name, an
 * ISO code or a calling code, pick with arrows and Enter or the mouse.
 */
export const CountrySelect = forwardRef<HTMLInputElement, CountrySelectProps>(
  function CountrySelect(
    {
      label,
      value,
      defaultValue,
      onChange,
      onBlur,
      countries,
      name,
      id,
      placeholder,
      hint,
      error,
      required = false,
      disabled = false,
      noMatchText = 'No country matches',
      toggleLabel = 'Show countries',
      className,
    },
    ref,
  ) {
    const all = useMemo(() => countries ?? listCountries(), [countries]);
    const ids = useFieldIds(id, Boolean(hint), Boolean(error));
    const [ownValue, setOwnValue] = useState(defaultValue ?? '');
    const chosenName = value ?? ownValue;
    const selectedItem = all.find((country) => country.name === chosenName) ?? null;
    const [search, setSearch] = useState(selectedItem?.name ?? '');
    // The chosen name in the input means "show everything" when the list opens.
    const items = useMemo(
      () => (search === selectedItem?.name ? [...all] : matchCountries(all, search)),
      [all, search, selectedItem],
    );

    const combobox = useCombobox<Country>({
      items,
      selectedItem,
      inputId: ids.controlId,
      labelId: `${ids.controlId}-label`,
      itemToString: (country) => country?.name ?? '',
      itemToKey: (country) => country?.code,
      onInputValueChange: ({ inputValue }) => setSearch(inputValue ?? ''),
      onSelectedItemChange: ({ selectedItem: picked }) => {
        const pickedName = picked?.name ?? '';
        if (value === undefined) setOwnValue(pickedName);
        onChange?.(pickedName, picked ?? undefined);
      },
    });

    return (
      <Field
        ids={ids}
        label={label}
        hint={hint}
        error={error}
        required={required}
        className={className}
      >
        <StyledCombobox>
          <StyledInput
            {...combobox.getInputProps({
              ref,
              name,
              placeholder,
              disabled,
              onBlur,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': ids.describedBy,
              'aria-required': required || undefined,
              autoComplete: 'off',
            })}
            $invalid={Boolean(error)}
            $withEnd
          />
          <StyledToggle>
            <IconButton
              size="sm"
              label={toggleLabel}
              icon={<ChevronDown aria-hidden />}
              {...combobox.getToggleButtonProps({ disabled })}
            />
          </StyledToggle>
          <StyledMenu $open={combobox.isOpen && items.length > 0} {...combobox.getMenuProps()}>
            {combobox.isOpen
              ? items.map((country, index) => (
                  <StyledOption
                    key={country.code}
                    $highlighted={combobox.highlightedIndex === index}
                    $selected={selectedItem?.code === country.code}
                    {...combobox.getItemProps({ item: country, index })}
                  >
                    <span aria-hidden>{flagEmoji(country.code)}</span>
                    {country.name}
                  </StyledOption>
                ))
              : null}
          </StyledMenu>
          {/* Outside the listbox: a listbox may hold only options. */}
          {combobox.isOpen && items.length === 0 ? (
            <StyledNoMatch role="status">{noMatchText}</StyledNoMatch>
          ) : null}
        </StyledCombobox>
      </Field>
    );
  },
);
