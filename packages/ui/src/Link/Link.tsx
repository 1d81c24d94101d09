import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import type { LinkComponent } from './linkComponent';
import { StyledLink, type LinkTone, type LinkUnderline } from './Link.styles';

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** The app's router link (react-router's, adapted to `href`); a plain `<a>` by default. */
  linkComponent?: LinkComponent;
  /** 'accent' in running text and cards; 'inherit' takes the surrounding text's colour. */
  tone?: LinkTone;
  /**
   * 'hover' for links that stand alone (a card's "View all", a table cell); 'always' for
   * links inside running text, which must not be told apart by colour alone.
   */
  underline?: LinkUnderline;
  /** An icon after the label, e.g. an arrow on "View all". */
  icon?: ReactNode;
  children?: ReactNode;
};

/**
 * A themed link: the accent colour, no underline until hovered (unless it sits in
 * running text), and the same focus ring as buttons (theme/focusRing).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { linkComponent, tone = 'accent', underline = 'hover', icon, children, ...rest },
  ref,
) {
  return (
    <StyledLink ref={ref} as={linkComponent ?? 'a'} $tone={tone} $underline={underline} {...rest}>
      {children}
      {icon}
    </StyledLink>
  );
});
