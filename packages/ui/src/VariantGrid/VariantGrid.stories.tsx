import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { expect, userEvent, within } from 'storybook/test';
import { VariantGrid } from './VariantGrid';
import type { VariantGridProps, VariantGridValue } from './VariantGrid.types';
import { cell, colors, filled, gridStories, sku, total } from './storyHarness';

/** The grid as it shows a value: totals, errors, no colour or size, disabled, sizes a category drops. */
const meta = {
  title: 'Data/VariantGrid/Grid',
  component: VariantGrid,
  ...gridStories,
} satisfies Meta<typeof VariantGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Stock and SKUs' });
    await expect(within(grid).getAllByRole('row')).toHaveLength(2 + colors.length + 1);
    await expect(cell(canvas, 'Quantity, Black, S')).toHaveValue('4');
    await expect(total(canvas, 'Stock of Black')).toHaveTextContent('10');
    await expect(total(canvas, 'Stock of size M')).toHaveTextContent('8');
    await expect(total(canvas, 'Total stock')).toHaveTextContent('12');
    // One tab stop: only the first cell is in the tab order.
    const tabbable = within(grid)
      .getAllByRole('textbox')
      .filter((input) => input.tabIndex === 0);
    await expect(tabbable).toEqual([cell(canvas, 'Quantity, Black, S')]);
  },
};

export const WithErrors: Story = {
  args: {
    errors: {
      Black: { S: { sku: 'SKU BLK-1 is already used by another product' } },
      Floral: { M: { quantity: 'Quantity must be a whole number, 0 or more' } },
    },
    value: { ...filled, Floral: { M: { quantity: '-2', sku: '' } } },
  },
  play: async ({ canvas }) => {
    const sku = cell(canvas, 'SKU, Black, S');
    await expect(sku).toBeInvalid();
    await expect(sku).toHaveAccessibleDescription('SKU BLK-1 is already used by another product');
    const quantity = cell(canvas, 'Quantity, Floral, M');
    await expect(quantity).toBeInvalid();
    await expect(quantity).toHaveAccessibleDescription(
      'Quantity must be a whole number, 0 or more',
    );
    await expect(cell(canvas, 'Quantity, Black, S')).toBeValid();
    // A quantity that is not a whole number counts nothing in the totals.
    await expect(total(canvas, 'Stock of Floral')).toHaveTextContent('0');
  },
};

/** Sizes some of whose units shoppers' checkouts hold: the note is read with the quantity. */
export const WithHeldUnits: Story = {
  args: { notes: { Black: { S: '3 held' } } },
  play: async ({ canvas }) => {
    await expect(cell(canvas, 'Quantity, Black, S')).toHaveAccessibleDescription('3 held');
    await expect(cell(canvas, 'SKU, Black, S')).not.toHaveAccessibleDescription('3 held');
    await expect(canvas.getByText('3 held')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { colors: [], value: {} },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(canvas.getByRole('note', { name: 'Stock and SKUs' })).toHaveTextContent(
      'Pick at least one colour and one size to enter stock and SKUs.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, generateSku: sku },
  play: async ({ canvas, args }) => {
    for (const input of within(canvas.getByRole('grid')).getAllByRole('textbox')) {
      await expect(input).toBeDisabled();
    }
    await expect(canvas.getByRole('button', { name: 'Generate SKUs' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Set quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await expect(total(canvas, 'Total stock')).toHaveTextContent('12');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The product form's category change: a wrapper switches `sizes` as the form does. */
function CategoryChange(props: VariantGridProps) {
  const [sizes, setSizes] = useState(['XS', 'S', 'M', 'L']);
  const [dropped, setDropped] = useState<string[]>([]);
  const [value, setValue] = useState<VariantGridValue>({
    Black: { XS: { quantity: '3', sku: 'B-XS' }, S: { quantity: '4', sku: 'B-S' } },
  });
  const changeCategory = () => {
    const next = ['S', 'M', 'L', 'XL'];
    setDropped(sizes.filter((size) => !next.includes(size)));
    setSizes(next);
    setValue((old) =>
      Object.fromEntries(
        Object.entries(old).map(([color, row]) => [
          color,
          Object.fromEntries(Object.entries(row).filter(([size]) => next.includes(size))),
        ]),
      ),
    );
  };
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Button variant="secondary" onClick={changeCategory} style={{ justifySelf: 'start' }}>
        Change category to Knitwear
      </Button>
      <VariantGrid
        {...props}
        sizes={sizes}
        droppedSizes={dropped}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

export const CategoryChangeDropsASize: Story = {
  args: { colors: colors.slice(0, 2) },
  render: (args) => <CategoryChange {...args} />,
  play: async ({ canvas }) => {
    await expect(cell(canvas, 'Quantity, Black, XS')).toHaveValue('3');
    await expect(canvas.queryByRole('status', { name: /size chart/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Change category to Knitwear' }));
    await expect(
      canvas.getByText("Size XS is not in the new category's size chart and was removed."),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Quantity, Black, XS' })).toBeNull();
    // The sizes that still exist keep their stock and SKU, in the new chart's order.
    await expect(cell(canvas, 'Quantity, Black, S')).toHaveValue('4');
    await expect(cell(canvas, 'SKU, Black, S')).toHaveValue('B-S');
    const headers = canvas
      .getAllByRole('columnheader')
      .filter((header) => header.getAttribute('colspan') === '2')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['S', 'M', 'L', 'XL']);
    await expect(total(canvas, 'Total stock')).toHaveTextContent('4');
  },
};

export const SeveralSizesDropped: Story = {
  args: { droppedSizes: ['XS', 'XXL', '3XL'] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        "Sizes XS, XXL and 3XL are not in the new category's size chart and were removed.",
      ),
    ).toBeVisible();
  },
};
