/** Section 9: the label above a control stays visible when the view scrolls to it. */
export const INVALID_FIELD_OFFSET_PX = 50;

/**
 * Section 5: on an invalid submission the view scrolls to the first invalid control (in
 * the order of the page), 50 px above it, and focuses it.
 */
export function scrollToFirstInvalid(form: HTMLFormElement, invalid: ReadonlySet<string>): void {
  const control = Array.from(form.elements).find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && invalid.has(element.getAttribute('name') ?? ''),
  );
  if (!control) return;
  const top = control.getBoundingClientRect().top + window.scrollY - INVALID_FIELD_OFFSET_PX;
  window.scrollTo({ top, behavior: 'smooth' });
  control.focus({ preventScroll: true });
}
