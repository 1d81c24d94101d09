import type { KeyboardEvent } from 'react';

// Inputs whose Enter is not "I am done typing": a box or a button acts on its own.
const NOT_TYPED = new Set(['checkbox', 'radio', 'file', 'button', 'submit', 'reset', 'image']);

/**
 * A form's keydown: Enter in a one-line field submits the form, as a browser does for a
 * form with a submit button. The shell's unsaved-changes bar takes the form's Save away
 * while it has changes (one save at a time), and without a submit button a browser only
 * submits a form of one field, so a dirty form would ignore Enter (issue 27). A field that
 * handles Enter itself (a combobox picking an option) prevents the default and is left be.
 */
export function submitOnEnter(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
  const field = event.target;
  if (!(field instanceof HTMLInputElement) || NOT_TYPED.has(field.type)) return;
  if (field.getAttribute('aria-expanded') === 'true') return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}
