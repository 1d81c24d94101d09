import type { ApiProduct } from '@runway-live/domain';

/** A product's picture: its first image, else the first image of its first colour. */
export function productImage(product: ApiProduct): string | undefined {
  return product.images[0] ?? product.colors.find((color) => color.images.length > 0)?.images[0];
}

/** The stock of every colour and size together. */
export function totalStock(product: ApiProduct): number {
  return product.colors.reduce(
    (sum, color) => sum + color.sizes.reduce((colorSum, size) => colorSum + size.quantity, 0),
    0,
  );
}
