import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { VariantGrid } from './VariantGrid';
import type { VariantGridValue } from './VariantGrid.types';
import { Controlled, cell, fourSizes, gridStories, sku, total } from './storyHarness';

/** Filling the grid: generated SKUs, pasted blocks, digits only, a row or a column at once. */
const meta = {
  title: 'Data/VariantGrid/Editing',
  component: VariantGrid,
  ...gridStories,
} satisfies Meta<typeof VariantGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GenerateSkus: Story = {
  args: { generateSku: sku },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Generate SKUs' }));
    await expect(cell(canvas, 'SKU, Black, S')).toHaveValue('RL-0042-BLACK-S');
    await expect(cell(canvas, 'SKU, Floral, L')).toHaveValue('RL-0042-FLORAL-L');
    // A SKU already typed is kept, and the grid offers to overwrite it.
    await expect(cell(canvas, 'SKU, Ivory, M')).toHaveValue('IVORY-M-OLD');
    await expect(
      canvas.getByText('Generated 8 SKUs. 1 cell already had a SKU and was kept.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Overwrite 1 SKU' }));
    await expect(cell(canvas, 'SKU, Ivory, M')).toHaveValue('RL-0042-IVORY-M');
    await expect(canvas.getByText('Overwrote 1 SKU.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Overwrite/ })).toBeNull();
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall![0] as VariantGridValue;
    await expect(last.Ivory!.M).toEqual({ quantity: '2', sku: 'RL-0042-IVORY-M' });
  },
};

/** 3 colours × 4 sizes of quantities, as a spreadsheet copies them (tabs, CRLF, a last break). */
const quantities = ['3\t5\t2\t1', '1\t0\t4\t6', '7\t2\t8\t3', ''].join('\r\n');

export const PasteQuantities: Story = {
  args: { value: {}, sizes: fourSizes },
  play: async ({ canvas, args }) => {
    // Pasted into the first quantity: every number lands in a quantity, none in a SKU.
    await userEvent.click(cell(canvas, 'Quantity, Black, S'));
    await userEvent.paste(quantities);
    await expect(cell(canvas, 'Quantity, Black, S')).toHaveValue('3');
    await expect(cell(canvas, 'Quantity, Black, M')).toHaveValue('5');
    await expect(cell(canvas, 'Quantity, Black, L')).toHaveValue('2');
    await expect(cell(canvas, 'Quantity, Black, XL')).toHaveValue('1');
    await expect(cell(canvas, 'Quantity, Ivory, XL')).toHaveValue('6');
    await expect(cell(canvas, 'Quantity, Floral, L')).toHaveValue('8');
    await expect(cell(canvas, 'Quantity, Floral, XL')).toHaveValue('3');
    for (const input of canvas.getAllByRole('textbox', { name: /^SKU, / })) {
      await expect(input).toHaveValue('');
    }
    await expect(total(canvas, 'Total stock')).toHaveTextContent('42');
    await expect(canvas.getByText('Pasted 12 quantities.')).toBeVisible();
    // One paste, one change.
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const PasteIntoSkus: Story = {
  args: { value: {} },
  play: async ({ canvas }) => {
    // Started on Ivory's M SKU: SKUs fill the SKU cells of M and L, and the grid says so;
    // what does not fit (a third size, a third row) is counted.
    await userEvent.click(cell(canvas, 'SKU, Ivory, M'));
    await userEvent.paste(
      ['IVO-M\tIVO-L\tIVO-XL', 'FLO-M\tFLO-L\tFLO-XL', 'X-M\tX-L\tX-XL'].join('\n'),
    );
    await expect(cell(canvas, 'SKU, Ivory, M')).toHaveValue('IVO-M');
    await expect(cell(canvas, 'SKU, Ivory, L')).toHaveValue('IVO-L');
    await expect(cell(canvas, 'SKU, Floral, L')).toHaveValue('FLO-L');
    await expect(cell(canvas, 'Quantity, Ivory, L')).toHaveValue('');
    await expect(
      canvas.getByText(
        'Pasted 4 SKUs into the SKU cells. 5 cells did not fit in the grid and were left out.',
      ),
    ).toBeVisible();
  },
};

export const QuantitiesTakeDigitsOnly: Story = {
  play: async ({ canvas }) => {
    // Typing a letter into a quantity is refused as it is typed, and the grid says why.
    await userEvent.click(cell(canvas, 'Quantity, Black, S'));
    await userEvent.keyboard('{End}1a');
    await expect(cell(canvas, 'Quantity, Black, S')).toHaveValue('41');
    await expect(
      canvas.getByText('Quantity, Black, S: type digits only, a whole number.'),
    ).toBeVisible();
    // A pasted block keeps its numbers and leaves out what is not one.
    await userEvent.click(cell(canvas, 'Quantity, Ivory, S'));
    await userEvent.paste('2\tten\t5\n');
    await expect(cell(canvas, 'Quantity, Ivory, S')).toHaveValue('2');
    await expect(cell(canvas, 'Quantity, Ivory, M')).toHaveValue('2');
    await expect(cell(canvas, 'Quantity, Ivory, L')).toHaveValue('5');
    await expect(
      canvas.getByText('Pasted 2 quantities. 1 cell was not a whole number and left out.'),
    ).toBeVisible();
    // SKUs take letters.
    await userEvent.click(cell(canvas, 'SKU, Black, S'));
    await userEvent.keyboard('BLK-S');
    await expect(cell(canvas, 'SKU, Black, S')).toHaveValue('BLK-S');
  },
};

const submitProduct = fn();

/** In the product's form, as the console places it: Enter must not submit that form. */
export const SetARowAndAColumn: Story = {
  args: { value: {} },
  render: (args) => (
    <form
      aria-label="Product"
      onSubmit={(event) => {
        event.preventDefault();
        submitProduct();
      }}
    >
      <Controlled {...args} />
    </form>
  ),
  play: async ({ canvas }) => {
    submitProduct.mockClear();
    const quantity = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.type(quantity, '5');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Apply to' }), 'Row: Ivory');
    await userEvent.click(canvas.getByRole('button', { name: 'Set quantity' }));
    await expect(total(canvas, 'Stock of Ivory')).toHaveTextContent('15');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Apply to' }), 'Column: L');
    await userEvent.click(canvas.getByRole('button', { name: 'Set quantity' }));
    await expect(cell(canvas, 'Quantity, Ivory, L')).toHaveValue('2');
    await expect(total(canvas, 'Stock of size L')).toHaveTextContent('6');
    await expect(total(canvas, 'Total stock')).toHaveTextContent('16');
    await expect(canvas.getByText('Set the quantity of size L to 2.')).toBeVisible();
    // Enter in the quantity applies it, and does not submit the form around the grid.
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3{Enter}');
    await expect(total(canvas, 'Total stock')).toHaveTextContent('19');
    // Enter in a cell moves down; neither submits the form.
    await userEvent.click(cell(canvas, 'Quantity, Black, S'));
    await userEvent.keyboard('{Enter}');
    await expect(cell(canvas, 'Quantity, Ivory, S')).toHaveFocus();
    await expect(submitProduct).not.toHaveBeenCalled();
    // Not a whole number: said on the field, nothing changes.
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Set quantity' }));
    await expect(quantity).toHaveAccessibleDescription('Enter a whole number, 0 or more.');
    await expect(total(canvas, 'Total stock')).toHaveTextContent('19');
  },
};
