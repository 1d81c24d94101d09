import {
  forwardRef,
  useImperativeHandle,
  type ChangeEvent,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { Field } from '../Field/Field';
import { useFieldIds } from '../Field/useFieldIds';
import { StyledCount, StyledSpokenCount, StyledTextArea } from './TextAreaField.styles';
import { useCharacterCount } from './useCharacterCount';

export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  /** A line under the box: what the field is for. */
  hint?: ReactNode;
  /** The validation message; marks the box invalid and is announced with it. */
  error?: string;
  /**
   * Shows the required mark and sets aria-required. The browser's own required check is
   * left off, as TextField leaves it, so the message comes from the form's schema.
   */
  required?: boolean;
  /** The counter under the box, shown when there is a `maxLength`; false hides it. */
  showCount?: boolean;
  /** What a screen reader hears of the counter; the eye sees `count/max`. */
  describeCount?: (count: number, max: number) => string;
  className?: string;
};

const sayCount = (count: number, max: number) => `${count} of ${max} characters`;

/**
 * A labelled box for a few lines of text (an about, a description, a reason), counting its
 * characters against `maxLength`. The ref is the native textarea, so react-hook-form's
 * register works, and so does a controlled `value`.
 */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField(
    {
      label,
      hint,
      error,
      required = false,
      showCount = true,
      describeCount = sayCount,
      id,
      className,
      rows = 4,
      maxLength,
      value,
      defaultValue,
      onChange,
      ...rest
    },
    ref,
  ) {
    const { elementRef, count, recount } = useCharacterCount(value, defaultValue);
    useImperativeHandle(ref, () => elementRef.current as HTMLTextAreaElement);
    const counted = showCount && maxLength !== undefined;
    const ids = useFieldIds(id, Boolean(hint), Boolean(error));
    const countId = `${ids.controlId}-count`;
    const describedBy =
      [ids.describedBy, counted ? countId : null].filter(Boolean).join(' ') || undefined;

    return (
      <Field
        ids={ids}
        label={label}
        hint={hint}
        error={error}
        required={required}
        className={className}
      >
        <StyledTextArea
          ref={elementRef}
          id={ids.controlId}
          rows={rows}
          maxLength={maxLength}
          value={value}
          defaultValue={defaultValue}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
            recount(event);
            onChange?.(event);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          $invalid={Boolean(error)}
          {...rest}
        />
        {counted ? (
          <StyledCount id={countId} $over={count > maxLength}>
            <span aria-hidden>
              {count}/{maxLength}
            </span>
            <StyledSpokenCount>{describeCount(count, maxLength)}</StyledSpokenCount>
          </StyledCount>
        ) : null}
      </Field>
    );
  },
);
