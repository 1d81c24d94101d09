import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useCombobox } from 'downshift';
import { X } from 'lucide-react';
import { Field } from '../Field/Field';
import { useFieldIds } from '../Field/useFieldIds';
import { IconButton } from '../IconButton/IconButton';
import {
  StyledBox,
  StyledChip,
  StyledChipText,
  StyledChips,
  StyledDescription,
  StyledInput,
  StyledSwatch,
} from './ChipInput.styles';
import { OptionMenu, matchesSearch, optionInputProps } from './OptionMenu';

export type ChipOption = {
  value: string;
  label: string;
  /** A CSS colour drawn as a dot before the label (a product colour's hex code). */
  swatch?: string;
  /** A short second text, e.g. the colour's hex code. */
  description?: string;
};

export type ChipInputProps = {
  label: string;
  options: ChipOption[];
  /** The picked options' values, in the order they were picked. */
  value: string[];
  onChange: (next: string[]) => void;
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  /** Sends the picked values with a native form, one hidden input each. */
  name?: string;
  /** Said when nothing left matches what was typed. */
  noOptionsText?: string;
  className?: string;
};

/**
 * Picks several options from a list, shown as removable chips: a combobox with typeahead
 * (downshift's ARIA 1.2 pattern). Enter adds the highlighted option, Backspace in the
 * empty input removes the last chip, and each chip has its own remove button.
 */
export function ChipInput({
  label,
  options,
  value,
  onChange,
  placeholder,
  error,
  hint,
  required = false,
  disabled = false,
  id,
  name,
  noOptionsText = 'No options match',
  className,
}: ChipInputProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error));
  // A callback ref: downshift's getInputProps merges it with its own.
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const [search, setSearch] = useState('');
  // A value the options do not (yet) hold still shows, by its value, and can be removed.
  const picked = useMemo(
    () =>
      value.map(
        (chosen) =>
          options.find((option) => option.value === chosen) ?? { value: chosen, label: chosen },
      ),
    [options, value],
  );
  const items = useMemo(
    () =>
      options.filter((option) => !value.includes(option.value) && matchesSearch(option, search)),
    [options, value, search],
  );

  const combobox = useCombobox<ChipOption>({
    items,
    inputId: ids.controlId,
    labelId: `${ids.controlId}-label`,
    selectedItem: null,
    inputValue: search,
    defaultHighlightedIndex: 0,
    itemToString: (option) => option?.label ?? '',
    itemToKey: (option) => option?.value,
    stateReducer: (_state, { type, changes }) => {
      switch (type) {
        // A pick closes the list (it would cover the form under it), clears what was typed
        // and leaves focus in the input: typing or Arrow Down opens it for the next one.
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          return { ...changes, isOpen: false, inputValue: '' };
        // Leaving the field picks nothing.
        case useCombobox.stateChangeTypes.InputBlur:
          return { ...changes, selectedItem: null, inputValue: '' };
        default:
          return changes;
      }
    },
    onStateChange: ({ type, selectedItem, inputValue }) => {
      switch (type) {
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          if (selectedItem && !value.includes(selectedItem.value)) {
            onChange([...value, selectedItem.value]);
          }
          setSearch('');
          break;
        case useCombobox.stateChangeTypes.InputChange:
        case useCombobox.stateChangeTypes.InputBlur:
          setSearch(inputValue ?? '');
          break;
        default:
          break;
      }
    },
  });

  const remove = (removed: string) => {
    onChange(value.filter((chosen) => chosen !== removed));
    input?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && search === '' && value.length > 0) {
      event.preventDefault();
      onChange(value.slice(0, -1));
    }
  };

  const open = combobox.isOpen && !disabled;

  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <StyledBox
        $invalid={Boolean(error)}
        $disabled={disabled}
        onClick={(event) => {
          if (event.target === event.currentTarget) input?.focus();
        }}
      >
        {picked.length > 0 ? (
          <StyledChips aria-label={`${label}: chosen`}>
            {picked.map((option) => (
              <StyledChip key={option.value}>
                {option.swatch ? (
                  <StyledSwatch aria-hidden style={{ background: option.swatch }} />
                ) : null}
                <StyledChipText>{option.label}</StyledChipText>
                {option.description ? (
                  <StyledDescription>{option.description}</StyledDescription>
                ) : null}
                <IconButton
                  size="sm"
                  label={`Remove ${option.label}`}
                  icon={<X aria-hidden />}
                  onClick={() => remove(option.value)}
                  disabled={disabled}
                />
                {name ? <input type="hidden" name={name} value={option.value} /> : null}
              </StyledChip>
            ))}
          </StyledChips>
        ) : null}
        <StyledInput
          {...combobox.getInputProps({
            ref: setInput,
            disabled,
            placeholder,
            onKeyDown,
            ...optionInputProps(ids, error, required),
          })}
        />
        <OptionMenu
          combobox={combobox}
          items={items}
          open={open}
          status={items.length === 0 ? noOptionsText : null}
          leading={(option) =>
            option.swatch ? (
              <StyledSwatch aria-hidden style={{ background: option.swatch }} />
            ) : null
          }
        />
      </StyledBox>
    </Field>
  );
}
