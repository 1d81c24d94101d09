import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { VariantGrid } from './VariantGrid';
import { cell, gridStories, total } from './storyHarness';

/** One tab stop, arrows and Enter between the cells. */
const meta = {
  title: 'Data/VariantGrid/Keyboard',
  component: VariantGrid,
  ...gridStories,
} satisfies Meta<typeof VariantGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardMovement: Story = {
  play: async ({ canvas }) => {
    // Past the toolbar, the grid is one tab stop: its first cell.
    canvas.getByRole('button', { name: 'Set quantity' }).focus();
    await userEvent.tab();
    const first = cell(canvas, 'Quantity, Black, S');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(cell(canvas, 'SKU, Black, S')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(cell(canvas, 'SKU, Ivory, S')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(cell(canvas, 'SKU, Floral, S')).toHaveFocus();
    // Tab leaves the grid from any cell, and comes back to the cell it left.
    const grid = canvas.getByRole('grid');
    await userEvent.keyboard('{Tab}');
    await expect(grid).not.toContainElement(grid.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(cell(canvas, 'SKU, Floral, S')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    await expect(cell(canvas, 'Quantity, Ivory, S')).toHaveFocus();
    // Typing replaces the focused cell's value (it is selected on focus).
    await userEvent.keyboard('9');
    await expect(cell(canvas, 'Quantity, Ivory, S')).toHaveValue('9');
    await expect(total(canvas, 'Stock of Ivory')).toHaveTextContent('11');
    // The cell last visited is the grid's tab stop now.
    await expect(cell(canvas, 'Quantity, Ivory, S')).toHaveAttribute('tabindex', '0');
    await expect(first).toHaveAttribute('tabindex', '-1');
    // Past the last cell, Tab leaves the grid.
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect(cell(canvas, 'SKU, Floral, L')).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('grid')).not.toContainElement(
      canvas.getByRole('grid').ownerDocument.activeElement as HTMLElement,
    );
  },
};
