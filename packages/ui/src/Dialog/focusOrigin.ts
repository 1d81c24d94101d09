/** The element that has focus as a dialog opens: the one to give focus back to. */
export function focusOrigin(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** The page's heading: where a reader is oriented when the opener itself is gone. */
function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/**
 * Gives focus back to the opener when it was lost with the dialog (on the body, or inside
 * the closed or removed dialog); a dialog that moved focus on (a followed link) keeps it.
 * An opener that went away meanwhile (an empty list's Import button, gone once the import
 * filled the list) leaves the page's heading as the place to go on from.
 */
export function returnFocus(opener: HTMLElement | null, dialog: HTMLElement | null): void {
  const active = document.activeElement;
  const lost = !active || active === document.body || Boolean(dialog?.contains(active));
  if (!lost) return;
  const target = opener?.isConnected ? opener : pageHeading();
  target?.focus();
}
