import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { StyledSearch } from './SearchInput.styles';

export type SearchInputProps = {
  /** The accessible name, e.g. 'Search products'; also the placeholder unless one is given. */
  label: string;
  /** The search the list was loaded with (from the URL). */
  defaultValue?: string;
  /** Called with the trimmed text once typing pauses, and at once on Enter or when cleared. */
  onSearch: (search: string) => void;
  debounceMs?: number;
  placeholder?: string;
};

/** A list's search box: debounced so a fast typist sends one request, not one per key. */
export function SearchInput({
  label,
  defaultValue = '',
  onSearch,
  debounceMs = 300,
  placeholder,
}: SearchInputProps) {
  const inputId = useId();
  const [text, setText] = useState(defaultValue);
  const sent = useRef(defaultValue.trim());
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  const send = (value: string) => {
    const search = value.trim();
    if (search === sent.current) return;
    sent.current = search;
    onSearchRef.current(search);
  };

  // The pause is timed from each keystroke in its own handler, not from an effect after the
  // render: the one pending search is always the latest text, however late React renders.
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);

  return (
    // Named by its label, so two searches on a page are two distinct landmarks.
    <StyledSearch role="search" aria-label={label}>
      <label htmlFor={inputId}>{label}</label>
      <Search aria-hidden />
      <input
        id={inputId}
        type="search"
        value={text}
        placeholder={placeholder ?? label}
        onChange={(event) => {
          const value = event.target.value;
          setText(value);
          clearTimeout(pending.current);
          // The native clear (×) and Escape empty the box: search for everything at once.
          if (!value) send('');
          else pending.current = setTimeout(() => send(value), debounceMs);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          clearTimeout(pending.current);
          send(text);
        }}
      />
    </StyledSearch>
  );
}
