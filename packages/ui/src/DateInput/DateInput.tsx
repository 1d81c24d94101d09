import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from '../TextField/TextField';

export type DateInputProps = Omit<TextFieldProps, 'type' | 'value' | 'defaultValue'> & {
  /** A calendar date, 'yyyy-MM-dd' (what the native date input reads and writes). */
  value?: string;
  defaultValue?: string;
  min?: string;
  max?: string;
};

/**
 * A calendar date on the native date input: the browser's own picker and keyboard
 * entry in the person's locale, and a 'yyyy-MM-dd' value for the form.
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(
  function DateInput(props, ref) {
    return <TextField ref={ref} type="date" {...props} />;
  },
);
