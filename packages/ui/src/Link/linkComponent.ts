import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';

/**
 * How the design system renders a link. Plain `<a href>` by default; an app passes its
 * router's link so navigation stays client-side (this package knows no router).
 */
export type ShellLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  children?: ReactNode;
};
export type LinkComponent = ComponentType<ShellLinkProps>;
