import { forwardRef, useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { IconButton } from '../IconButton/IconButton';
import { TextField, type TextFieldProps } from '../TextField/TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'> & {
  /** The toggle's accessible names; the defaults say what pressing it does. */
  showLabel?: string;
  hideLabel?: string;
};

/** A password input with a show/hide toggle (login, reset password, register). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(
    { showLabel = 'Show password', hideLabel = 'Hide password', disabled, ...rest },
    ref,
  ) {
    const [visible, setVisible] = useState(false);
    return (
      <TextField
        ref={ref}
        type={visible ? 'text' : 'password'}
        autoComplete="current-password"
        disabled={disabled}
        {...rest}
        endAdornment={
          <IconButton
            size="sm"
            label={visible ? hideLabel : showLabel}
            icon={visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            aria-pressed={visible}
            disabled={disabled}
            onClick={() => setVisible((shown) => !shown)}
          />
        }
      />
    );
  },
);
