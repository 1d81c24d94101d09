import type { ShellLinkProps } from '@runway-live/ui';
import { forwardRef } from 'react';
import { Link } from 'react-router-dom';

/** The shell's links, navigating client-side through the router. */
export const RouterLink = forwardRef<HTMLAnchorElement, ShellLinkProps>(function RouterLink(
  { href, ...rest },
  ref,
) {
  return <Link ref={ref} to={href} {...rest} />;
});
