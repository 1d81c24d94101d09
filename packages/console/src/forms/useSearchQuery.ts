import { useEffect, useState } from 'react';

/** Typing pauses this long before a picker asks the server. */
const SEARCH_DELAY_MS = 250;

/** What the text typed last asks the server, once typing pauses (the server pickers). */
export function useSearchQuery(search: string) {
  const [query, setQuery] = useState(search);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  return query;
}
