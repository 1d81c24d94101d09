import type { VariantField } from './variantGridModel';

/** What a quantity cell takes as it is typed or pasted: digits, or nothing yet. */
export const isQuantityText = (text: string) => /^\d*$/.test(text);

export const plural = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

/** 'S, M and L'. */
export const listOf = (items: readonly string[]) =>
  items.length < 2
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** A cell's accessible name, also used in the grid's history and status: 'Quantity, Red, M'. */
export const cellName = (color: string, size: string, field: VariantField) =>
  `${field === 'quantity' ? 'Quantity' : 'SKU'}, ${color}, ${size}`;

/** `was` or `were`, agreeing with a count. */
export const was = (count: number) => (count === 1 ? 'was' : 'were');
