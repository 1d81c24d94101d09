import { Field, tokens, useFieldIds } from '@runway-live/ui';
import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { styled } from 'styled-components';

const StyledTextArea = styled.textarea<{ $invalid: boolean }>`
  width: ${tokens.size.field};
  padding: ${tokens.space[2]} ${tokens.space[3]};
  border: ${tokens.borderWidth[1]} solid
    ${({ $invalid }) => ($invalid ? tokens.color.danger : tokens.color.borderStrong)};
  border-radius: ${tokens.radius[1]};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font-family: ${tokens.font.body};
  font-size: ${tokens.fontSize[3]};
  resize: vertical;
`;

type AboutFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  /** A line under the label: what the field is for. */
  hint?: ReactNode;
};

/** A few lines about the account; the ui kit has no multi-line field yet. */
export const AboutField = forwardRef<HTMLTextAreaElement, AboutFieldProps>(function AboutField(
  { label, error, hint, id, required, ...rest },
  ref,
) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error));
  return (
    <Field ids={ids} label={label} error={error} hint={hint} required={required}>
      <StyledTextArea
        ref={ref}
        id={ids.controlId}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        required={required}
        aria-required={required || undefined}
        $invalid={Boolean(error)}
        {...rest}
      />
    </Field>
  );
});
