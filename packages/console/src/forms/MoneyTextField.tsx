import { TextField, type TextFieldProps } from '@runway-live/ui';
import { forwardRef } from 'react';
import { savedPriceText } from './savedPrice';

export type MoneyTextFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'hint'> & {
  /** What is typed now (the form's watched value): the hint says what it will be saved as. */
  typed: string | number | null | undefined;
  currency: string;
  /** The hint while nothing readable is typed. */
  hint: string;
};

/**
 * The console's money input: text typed as people write it ("4,90", "$1,299.50"), read by
 * the domain's money rule in the form's schema, with a hint saying what will be saved
 * ("Saved as $4.90"). The product form's price and a designer's shipping use it.
 */
export const MoneyTextField = forwardRef<HTMLInputElement, MoneyTextFieldProps>(
  function MoneyTextField({ typed, currency, hint, ...rest }, ref) {
    return (
      <TextField
        ref={ref}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        hint={savedPriceText(typed, currency) ?? hint}
        {...rest}
      />
    );
  },
);
