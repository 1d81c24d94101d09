/** Section 9: the label above a control stays visible when the view scrolls to it. */
export const INVALID_FIELD_OFFSET_PX = 50;

/** Room kept above a control's label, under whatever covers the top of the view. */
const LABEL_GAP_PX = 8;

/**
 * How much of the top of the view the shell's sticky header covers (its one `header`
 * element): a control scrolled to 50 px from the top would sit under it with its label.
 */
function coveredTop(): number {
  const header = document.querySelector('header');
  return header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
}

/**
 * Section 5: on an invalid submission the view scrolls to the first invalid control (in
 * the order of the page), 50 px below the sticky header and with its label in view, and
 * focuses it. Returns the control's name, for the message that names it.
 */
export function scrollToFirstInvalid(
  form: HTMLFormElement,
  invalid: ReadonlySet<string>,
): string | null {
  const control = Array.from(form.elements).find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && invalid.has(element.getAttribute('name') ?? ''),
  );
  if (!control) return null;
  const controlTop = control.getBoundingClientRect().top;
  const label = 'labels' in control ? (control.labels as NodeListOf<HTMLLabelElement>)[0] : null;
  const labelTop = label ? label.getBoundingClientRect().top - LABEL_GAP_PX : controlTop;
  const top =
    Math.min(controlTop - INVALID_FIELD_OFFSET_PX, labelTop) + window.scrollY - coveredTop();
  window.scrollTo({ top, behavior: 'smooth' });
  control.focus({ preventScroll: true });
  return control.getAttribute('name');
}
