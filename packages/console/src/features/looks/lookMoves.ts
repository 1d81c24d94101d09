import type { ApiLook, ApiProduct } from '@runway-live/domain/api';

/**
 * What adding `ids` to the look `lookId` would take out of other looks, as a sentence
 * naming each product and its look, or null when nothing moves. A product belongs to one
 * look, so the user is asked before an add moves it (issue 19); the server refuses the move
 * unless the call says `move`. Products or looks not at hand are left to that refusal.
 */
export function lookMovesOf(
  products: readonly ApiProduct[],
  ids: readonly string[],
  lookId: string,
  looks: readonly ApiLook[],
): string | null {
  const names = new Map(looks.map((look) => [look._id, look.name]));
  const moves = products.flatMap((product) => {
    const from = product.lookId && names.get(product.lookId);
    return ids.includes(product._id) && product.lookId !== lookId && from
      ? [`${product.productName} (“${from}”)`]
      : [];
  });
  if (moves.length === 0) return null;
  return `Adding takes ${moves.length === 1 ? 'this product out of its look' : 'these products out of their looks'}: ${moves.join(', ')}.`;
}
