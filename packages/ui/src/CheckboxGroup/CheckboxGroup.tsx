import { forwardRef, useId, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Checkbox } from '../Checkbox/Checkbox';
import { StyledError, StyledHint } from '../Field/Field.styles';
import { RequiredMark } from '../Field/RequiredMark';
import { tokens } from '../theme/tokens';

export type CheckboxOption = { value: string; label: ReactNode; disabled?: boolean };

export type CheckboxGroupProps = {
  /** Says what the boxes are about ('Select one that represents your company'). */
  legend: ReactNode;
  options: readonly CheckboxOption[];
  /** The ticked values, in the options' order. Leave undefined for an uncontrolled group. */
  value?: readonly string[];
  defaultValue?: readonly string[];
  onChange?: (values: string[]) => void;
  name?: string;
  hint?: ReactNode;
  error?: string;
  /** Marks the group as required: an asterisk, and "required" read with its legend. */
  required?: boolean;
  disabled?: boolean;
  columns?: 1 | 2 | 3;
  className?: string;
};

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
`;

const StyledLegend = styled.legend`
  margin-bottom: ${tokens.space[2]};
  padding: 0;
  color: ${tokens.color.text};
  font-size: ${tokens.fontSize[2]};
  font-weight: ${tokens.fontWeight.medium};
`;

const StyledOptions = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${tokens.space[3]} ${tokens.space[5]};
`;

/** A set of checkboxes read as one value: the list of ticked option values. */
export const CheckboxGroup = forwardRef<HTMLFieldSetElement, CheckboxGroupProps>(
  function CheckboxGroup(
    {
      legend,
      options,
      value,
      defaultValue = [],
      onChange,
      name,
      hint,
      error,
      required = false,
      disabled = false,
      columns = 1,
      className,
    },
    ref,
  ) {
    const [ownValue, setOwnValue] = useState<readonly string[]>(defaultValue);
    const ticked = value ?? ownValue;
    const id = useId();
    const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
      .filter(Boolean)
      .join(' ');

    const toggle = (optionValue: string, checked: boolean) => {
      const wanted = new Set(ticked);
      if (checked) wanted.add(optionValue);
      else wanted.delete(optionValue);
      // Keep the options' order whatever order they were ticked in.
      const next = options.map((option) => option.value).filter((v) => wanted.has(v));
      if (value === undefined) setOwnValue(next);
      onChange?.(next);
    };

    return (
      <StyledFieldset
        ref={ref}
        disabled={disabled}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        className={className}
      >
        <StyledLegend>
          {legend}
          {required ? <RequiredMark announce /> : null}
        </StyledLegend>
        <StyledOptions $columns={columns}>
          {options.map((option) => (
            <Checkbox
              key={option.value}
              name={name}
              value={option.value}
              label={option.label}
              disabled={disabled || option.disabled}
              checked={ticked.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
          ))}
        </StyledOptions>
        {hint ? <StyledHint id={`${id}-hint`}>{hint}</StyledHint> : null}
        {error ? (
          <StyledError id={`${id}-error`} role="alert">
            {error}
          </StyledError>
        ) : null}
      </StyledFieldset>
    );
  },
);
