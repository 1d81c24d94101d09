import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { StyledCheckbox, StyledError, StyledInput, StyledLabel } from './Checkbox.styles';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  /** Shown under the box and announced with it. */
  error?: string;
};

/** A labelled checkbox; the ref is the native input, so react-hook-form can register it. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, id, disabled = false, ...rest },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <StyledCheckbox>
      <StyledLabel htmlFor={inputId} $disabled={disabled}>
        <StyledInput
          ref={ref}
          id={inputId}
          type="checkbox"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...rest}
        />
        {label}
      </StyledLabel>
      {error ? <StyledError id={errorId}>{error}</StyledError> : null}
    </StyledCheckbox>
  );
});
