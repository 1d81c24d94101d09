import { productMessages, type ApiProduct } from '@runway-live/domain/api';

/**
 * The variant grid's notes for a saved product: "N held" under each size some of whose
 * units shoppers' checkouts hold (its `available` below its `quantity`), by colour and size.
 * The server refuses a quantity below that (a 409 naming the SKU); the note says why first.
 */
export function heldNotes(
  colors: ApiProduct['colors'] | undefined,
): Record<string, Record<string, string>> | undefined {
  const notes: Record<string, Record<string, string>> = {};
  for (const color of colors ?? []) {
    for (const size of color.sizes) {
      const held = size.quantity - size.available;
      if (held > 0) (notes[color.color] ??= {})[size.size] = productMessages.heldLabel(held);
    }
  }
  return Object.keys(notes).length > 0 ? notes : undefined;
}
