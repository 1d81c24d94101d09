import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { Field } from '../Field/Field';
import { controlStyles } from '../Field/Field.styles';
import { useFieldIds } from '../Field/useFieldIds';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice ('Select a category'); it is the value '' . */
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
};

const StyledSelect = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
  cursor: pointer;
`;

/** The native select: the platform's own list, keyboard and type-ahead. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, hint, error, required = false, id, className, ...rest },
  ref,
) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error));
  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <StyledSelect
        ref={ref}
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        aria-required={required || undefined}
        $invalid={Boolean(error)}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
    </Field>
  );
});
