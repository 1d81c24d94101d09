import { forwardRef, type ChangeEvent } from 'react';
import { filterNumericInput } from '@runway-live/domain';
import { TextField, type TextFieldProps } from '../TextField/TextField';

export type NumericInputProps = Omit<TextFieldProps, 'type' | 'inputMode'>;

/**
 * A text input that keeps digits and one decimal point of whatever is typed or pasted
 * (spec section 5). The input's own value is filtered before onChange sees it, so
 * controlled, uncontrolled and react-hook-form use all read the clean text.
 */
export const NumericInput = forwardRef<HTMLInputElement, NumericInputProps>(function NumericInput(
  { onChange, ...rest },
  ref,
) {
  return (
    <TextField
      ref={ref}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const filtered = filterNumericInput(event.target.value);
        if (filtered !== event.target.value) event.target.value = filtered;
        onChange?.(event);
      }}
    />
  );
});
