import type { Meta } from '@storybook/react-vite';
import { useState } from 'react';
import { fn, within } from 'storybook/test';
import { VariantGrid } from './VariantGrid';
import type { VariantGridColor, VariantGridProps, VariantGridValue } from './VariantGrid.types';

// For stories only: the colours, values and helpers the VariantGrid stories share.

export const colors: VariantGridColor[] = [
  { key: 'Black', label: 'Black', swatch: '#000000' },
  { key: 'Ivory', label: 'Ivory', swatch: '#fffff0' },
  { key: 'Floral', label: 'Floral' },
];

export const filled: VariantGridValue = {
  Black: { S: { quantity: '4', sku: '' }, M: { quantity: '6', sku: '' } },
  Ivory: { M: { quantity: '2', sku: 'IVORY-M-OLD' } },
};

export const sku = (color: string, size: string) => `RL-0042-${color.toUpperCase()}-${size}`;

/** Holds the value as the product form does; the grid keeps only its history. */
export function Controlled(props: VariantGridProps) {
  const [value, setValue] = useState(props.value);
  return (
    <VariantGrid
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

/** What every VariantGrid story file starts from: three colours, three sizes, a few cells filled. */
export const gridStories = {
  args: {
    colors,
    sizes: ['S', 'M', 'L'],
    value: filled,
    onChange: fn(),
    label: 'Stock and SKUs',
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof VariantGrid>;

export const fourSizes = ['S', 'M', 'L', 'XL'];
export const manySizes = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'];

type Canvas = ReturnType<typeof within>;
export const cell = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name });
/** The stock cell at the end of a colour's row, or of the Total row. */
const stock = (canvas: Canvas, row: string) => {
  const cells = within(canvas.getByRole('rowheader', { name: row }).closest('tr')!).getAllByRole(
    'gridcell',
  );
  return cells[cells.length - 1];
};
/** The Total row's stock of one size (its position in the size chart), under its quantities. */
const sizeStock = (canvas: Canvas, index: number) =>
  within(canvas.getByRole('rowheader', { name: 'Total' }).closest('tr')!).getAllByRole('gridcell')[
    index * 2
  ];
export const total = (canvas: Canvas, name: string) => {
  if (name === 'Total stock') return stock(canvas, 'Total');
  const size = /^Stock of size (.+)$/.exec(name);
  if (size) {
    const headers = canvas
      .getAllByRole('columnheader')
      .filter((header: HTMLElement) => header.getAttribute('colspan') === '2')
      .map((header: HTMLElement) => header.textContent);
    return sizeStock(canvas, headers.indexOf(size[1]!));
  }
  return stock(canvas, name.replace(/^Stock of /, ''));
};
