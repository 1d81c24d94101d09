/**
 * Writes a value into an input the way typing would, so React's onChange (and
 * react-hook-form's register) sees it: React tracks the value through the prototype's
 * setter, then listens for the input event.
 */
export function setInputValue(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
