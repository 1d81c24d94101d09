import { useLayoutEffect } from 'react';

/** The product's name, after the page's own in every tab's title. */
export const APP_NAME = 'Runway Live';

/** 'Dashboard' gives 'Dashboard · Runway Live'; no page title gives the product's name. */
export function documentTitle(pageTitle: string | undefined): string {
  const page = pageTitle?.trim();
  return page ? `${page} · ${APP_NAME}` : APP_NAME;
}

/**
 * Names the browser tab after the page on screen (its PageHeader's or auth card's title),
 * so tabs, history and a screen reader's page announcement tell pages apart. Set on every
 * render of a new title; the next page sets its own, so nothing is restored on leaving.
 * A layout effect: the title changes in the same commit as the page it names, never a
 * moment later (a passive effect left the old title beside the new page's heading until the
 * browser painted, which a loaded CI machine showed as a flaky title assertion).
 */
export function useDocumentTitle(pageTitle: string | undefined): void {
  useLayoutEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
