import type { AnchorHTMLAttributes, ReactNode } from 'react';
import type { LinkComponent } from '../Link/linkComponent';
import { StyledButton, type ButtonSize, type ButtonVariant } from './Button.styles';

export type ButtonLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** An icon before the label. */
  icon?: ReactNode;
  /** The app's router link; a plain `<a>` by default. */
  linkComponent?: LinkComponent;
};

/**
 * An action that goes to a page, drawn as a Button: a page's "Add designer", a row's
 * "Edit" beside its "Delete", so actions side by side share one look whether they
 * navigate or act.
 */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  icon,
  linkComponent,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <StyledButton
      as={linkComponent ?? 'a'}
      $variant={variant}
      $size={size}
      $fullWidth={false}
      {...rest}
    >
      {icon}
      {children}
    </StyledButton>
  );
}
