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

  useEffect(() => {
    const timer = setTimeout(() => send(text), debounceMs);
    return () => clearTimeout(timer);
  });

  return (
    <StyledSearch role="search">
      <label htmlFor={inputId}>{label}</label>
      <Search aria-hidden />
      <input
        id={inputId}
        type="search"
        value={text}
        placeholder={placeholder ?? label}
        onChange={(event) => {
          setText(event.target.value);
          // The native clear (×) and Escape empty the box: search for everything at once.
          if (!event.target.value) send('');
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') send(text);
        }}
      />
    </StyledSearch>
  );
}
