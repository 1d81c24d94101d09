import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import { StyledButton, type ButtonSize, type ButtonVariant } from './Button.styles';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button while a call is in flight. */
  loading?: boolean;
  fullWidth?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
};

/** The console's button: CONTINUE, LOGIN, SEND… `type="button"` unless told otherwise. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    fullWidth = false,
    icon,
    disabled,
    type = 'button',
    children,
    ...rest
  },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      {...rest}
    >
      {loading ? <Spinner size="sm" decorative /> : icon}
      {children}
    </StyledButton>
  );
});
