import type { ShellLinkProps } from '@runway-live/ui';
import { useStore } from 'jotai';
import { forwardRef, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { pendingLeaveAtom, unsavedChangesAtom } from '../state/unsavedChanges';

/** A click the browser handles itself (a new tab or window): nothing is left behind. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The shell's links, navigating client-side through the router. While a form has unsaved
 * changes, following one waits for the person's answer (LeaveConfirmation): the app runs
 * on the declarative BrowserRouter, where react-router's useBlocker is not available.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, ShellLinkProps>(function RouterLink(
  { href, onClick, ...rest },
  ref,
) {
  const store = useStore();
  return (
    <Link
      ref={ref}
      to={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event)) return;
        if (store.get(unsavedChangesAtom)) {
          event.preventDefault();
          store.set(pendingLeaveAtom, { kind: 'link', to: href });
        }
      }}
      {...rest}
    />
  );
});
