import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import type { ButtonSize, ButtonVariant } from '../Button/Button.styles';
import { StyledIconButton } from './IconButton.styles';

export type IconButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label'
> & {
  /** The accessible name, also shown as a tooltip: an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
};

/** A square button that shows only an icon, e.g. the header's "Copy Your Designer ID". */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  {
    label,
    icon,
    variant = 'ghost',
    size = 'md',
    loading = false,
    disabled,
    type = 'button',
    title,
    ...rest
  },
  ref,
) {
  return (
    <StyledIconButton
      ref={ref}
      type={type}
      aria-label={label}
      title={title ?? label}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={false}
      {...rest}
    >
      {loading ? <Spinner size="sm" decorative /> : icon}
    </StyledIconButton>
  );
});
