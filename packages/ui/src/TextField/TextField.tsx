import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field } from '../Field/Field';
import { StyledControlRow, StyledEndAdornment, StyledInput } from '../Field/Field.styles';
import { useFieldIds } from '../Field/useFieldIds';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  label: ReactNode;
  hint?: ReactNode;
  /** The validation message; marks the input invalid and is announced with it. */
  error?: string;
  /**
   * Shows the required mark and sets aria-required. The browser's own required check is
   * left off so the spec's message ('This field is required') comes from the form's schema.
   */
  required?: boolean;
  /** Something fixed inside the end of the input, e.g. a show/hide toggle. */
  endAdornment?: ReactNode;
  className?: string;
};

/** A labelled text input; the ref is the native input (react-hook-form's register works). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, required = false, endAdornment, id, className, type = 'text', ...rest },
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
      <StyledControlRow>
        <StyledInput
          ref={ref}
          id={ids.controlId}
          type={type}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          aria-required={required || undefined}
          $invalid={Boolean(error)}
          $withEnd={Boolean(endAdornment)}
          {...rest}
        />
        {endAdornment ? <StyledEndAdornment>{endAdornment}</StyledEndAdornment> : null}
      </StyledControlRow>
    </Field>
  );
});
