import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';

type Text = string | number | readonly string[] | undefined;

function lengthOf(text: Text): number {
  return text === undefined ? 0 : String(text).length;
}

/**
 * How many characters a textarea holds, counted as `maxLength` counts them (UTF-16 units).
 * A controlled value is counted as given. An uncontrolled one is followed through its input
 * events and read back from the element after every render, because a form library may
 * write the element's value with no event at all (react-hook-form's `reset` does).
 */
export function useCharacterCount(value: Text, defaultValue: Text) {
  const elementRef = useRef<HTMLTextAreaElement>(null);
  const [typed, setTyped] = useState(() => lengthOf(defaultValue));

  // eslint-disable-next-line react-hooks/exhaustive-deps -- after every render: a write by a form has no dependency to name
  useLayoutEffect(() => {
    const element = elementRef.current;
    if (value !== undefined || !element) return;
    const length = element.value.length;
    // Equal lengths bail out, so this settles after one render.
    setTyped((counted) => (counted === length ? counted : length));
  });

  return {
    elementRef,
    count: value === undefined ? typed : lengthOf(value),
    recount: (event: ChangeEvent<HTMLTextAreaElement>) => setTyped(event.target.value.length),
  };
}
