import type { ReactNode } from 'react';
import { StyledError, StyledField, StyledHint, StyledLabel } from './Field.styles';
import { RequiredMark } from './RequiredMark';
import type { FieldIds } from './useFieldIds';

export type FieldProps = {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  /** A label element pointing at the control; false when the control names itself otherwise. */
  labelFor?: boolean;
  className?: string;
  children: ReactNode;
};

/** Label, required mark, control, hint and error: the frame every form control shares. */
export function Field({
  ids,
  label,
  hint,
  error,
  required = false,
  labelFor = true,
  className,
  children,
}: FieldProps) {
  return (
    <StyledField className={className}>
      <StyledLabel htmlFor={labelFor ? ids.controlId : undefined} id={`${ids.controlId}-label`}>
        {label}
        {required ? <RequiredMark /> : null}
      </StyledLabel>
      {children}
      {hint ? <StyledHint id={ids.hintId}>{hint}</StyledHint> : null}
      {error ? (
        <StyledError id={ids.errorId} role="alert">
          {error}
        </StyledError>
      ) : null}
    </StyledField>
  );
}
