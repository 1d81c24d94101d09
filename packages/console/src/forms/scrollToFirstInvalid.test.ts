import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToFirstInvalid } from './scrollToFirstInvalid';

/** Places an element at `top` px from the top of the view. */
function placeAt(element: Element, top: number, height = 20) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: top, width: 100, height }),
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('scrollToFirstInvalid', () => {
  it("keeps the field's label in view below the shell's sticky header, and focuses the field", () => {
    document.body.innerHTML = `
      <header></header>
      <form>
        <label for="brand">Brand</label><input id="brand" name="productBrand" />
        <label for="tax">Tax rate</label><input id="tax" name="productTax" />
      </form>`;
    const header = document.querySelector('header')!;
    const form = document.querySelector('form')!;
    const tax = document.getElementById('tax')!;
    placeAt(header, 0, 55);
    placeAt(document.querySelector('label[for="brand"]')!, 600);
    placeAt(document.getElementById('brand')!, 624);
    placeAt(document.querySelector('label[for="tax"]')!, 900);
    placeAt(tax, 924);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);

    expect(scrollToFirstInvalid(form, new Set(['productTax']))).toBe('productTax');

    const { top } = scrollTo.mock.calls[0]![0] as ScrollToOptions;
    // Where the label lands once the view has scrolled by `top`: below the 55 px header.
    expect(900 - top!).toBeGreaterThanOrEqual(55);
    // And the field 50 px below the header at least (section 5).
    expect(924 - top! - 55).toBeGreaterThanOrEqual(50);
    expect(tax).toHaveFocus();
  });
});
