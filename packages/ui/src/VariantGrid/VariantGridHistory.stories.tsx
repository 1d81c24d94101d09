import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { expect, userEvent } from 'storybook/test';
import { VariantGrid } from './VariantGrid';
import type { VariantGridHandle, VariantGridProps } from './VariantGrid.types';
import { cell, gridStories, total } from './storyHarness';

/** Undo and Redo: the grid's own edits and the removals its owner records. */
const meta = {
  title: 'Data/VariantGrid/History',
  component: VariantGrid,
  ...gridStories,
} satisfies Meta<typeof VariantGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UndoAndRedo: Story = {
  play: async ({ canvas }) => {
    const undo = canvas.getByRole('button', { name: 'Undo' });
    const redo = canvas.getByRole('button', { name: 'Redo' });
    await expect(undo).toBeDisabled();
    // Typing in one cell is one step.
    await userEvent.click(cell(canvas, 'Quantity, Floral, L'));
    await userEvent.keyboard('12');
    await expect(cell(canvas, 'Quantity, Floral, L')).toHaveValue('12');
    await userEvent.click(cell(canvas, 'SKU, Floral, M'));
    await userEvent.paste('FLO-M\tFLO-L');
    // The paste is its own step.
    await expect(cell(canvas, 'SKU, Floral, L')).toHaveValue('FLO-L');
    await expect(total(canvas, 'Total stock')).toHaveTextContent('24');

    await userEvent.click(undo);
    await expect(cell(canvas, 'Quantity, Floral, L')).toHaveValue('12');
    await expect(cell(canvas, 'SKU, Floral, L')).toHaveValue('');
    await expect(canvas.getByText('Undone: paste of 2 SKUs.')).toBeVisible();

    // The keyboard shortcuts work from any cell.
    cell(canvas, 'Quantity, Black, S').focus();
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(cell(canvas, 'Quantity, Floral, L')).toHaveValue('');
    await expect(total(canvas, 'Total stock')).toHaveTextContent('12');
    await expect(undo).toBeDisabled();

    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await expect(cell(canvas, 'Quantity, Floral, L')).toHaveValue('12');
    await userEvent.keyboard('{Control>}y{/Control}');
    await expect(cell(canvas, 'SKU, Floral, L')).toHaveValue('FLO-L');
    await expect(redo).toBeDisabled();
    await userEvent.click(undo);
    await userEvent.click(redo);
    await expect(cell(canvas, 'SKU, Floral, L')).toHaveValue('FLO-L');
    await expect(canvas.getByText('Redone: paste of 2 SKUs.')).toBeVisible();
  },
};

/**
 * The owner removes sizes outside the grid (the product form's size checkboxes) and puts
 * each removal on the grid's history: Undo brings the size back with its cells.
 */
function WithSizePicker(props: VariantGridProps) {
  const grid = useRef<VariantGridHandle>(null);
  const [value, setValue] = useState(props.value);
  const [sizes, setSizes] = useState(props.sizes);
  const remove = (size: string) => {
    const before = sizes;
    const after = sizes.filter((other) => other !== size);
    setSizes(after);
    grid.current?.record({
      label: `removing size ${size}`,
      said: `Removed size ${size}. Undo brings it back.`,
      undo: () => setSizes(before),
      redo: () => setSizes(after),
    });
  };
  return (
    <>
      {props.sizes.map((size) => (
        <Button
          key={size}
          variant="secondary"
          disabled={!sizes.includes(size)}
          onClick={() => remove(size)}
        >
          {`Remove size ${size}`}
        </Button>
      ))}
      <VariantGrid
        {...props}
        ref={grid}
        sizes={sizes}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </>
  );
}

/**
 * A size removed outside the grid joins its history: Undo brings it back with its stock and
 * SKUs (issue 27: Undo was disabled and the stock was gone), Redo takes it away again, in
 * turn with the grid's own edits; with every size gone, Undo is still there.
 */
export const UndoesARemovalMadeOutside: Story = {
  args: { sizes: ['S', 'M'], value: { Black: { S: { quantity: '4', sku: 'B-S' } } } },
  render: (args) => <WithSizePicker {...args} />,
  play: async ({ canvas }) => {
    const undo = canvas.getByRole('button', { name: 'Undo' });
    await userEvent.type(cell(canvas, 'Quantity, Black, M'), '6');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove size S' }));
    await expect(canvas.queryByRole('textbox', { name: 'Quantity, Black, S' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Removed size S. Undo brings it back.',
    );
    await expect(undo).toBeEnabled();
    await userEvent.click(undo);
    await expect(cell(canvas, 'Quantity, Black, S')).toHaveValue('4');
    await expect(cell(canvas, 'SKU, Black, S')).toHaveValue('B-S');
    await expect(canvas.getByRole('status')).toHaveTextContent('Undone: removing size S.');
    // Next back: the typed 6, and Redo again in order.
    await userEvent.click(undo);
    await expect(cell(canvas, 'Quantity, Black, M')).toHaveValue('');
    const redo = canvas.getByRole('button', { name: 'Redo' });
    await userEvent.click(redo);
    await userEvent.click(redo);
    await expect(canvas.queryByRole('textbox', { name: 'Quantity, Black, S' })).toBeNull();
    await expect(cell(canvas, 'Quantity, Black, M')).toHaveValue('6');
    // Every size gone: the grid is empty, and its Undo still brings the last one back.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove size M' }));
    await expect(canvas.queryByRole('grid')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(cell(canvas, 'Quantity, Black, M')).toHaveValue('6');
  },
};
