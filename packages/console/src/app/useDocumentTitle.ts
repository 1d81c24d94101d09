import { useEffect } from 'react';

export const APP_TITLE = 'Runway Live';

/** Sets the tab's title to 'Colors · Runway Live' while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${APP_TITLE}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
