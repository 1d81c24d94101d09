import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { VariantGrid } from './VariantGrid';
import { Controlled, cell, fourSizes, gridStories, manySizes, sku, total } from './storyHarness';

/** The grid in a narrow box: it scrolls inside it with the colours and the stock in sight. */
const meta = {
  title: 'Data/VariantGrid/Layout',
  component: VariantGrid,
  ...gridStories,
} satisfies Meta<typeof VariantGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone the grid scrolls inside its own box; the page does not scroll sideways. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  args: { sizes: manySizes, generateSku: sku },
  play: async ({ canvas, canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    const box = canvas.getByRole('grid').parentElement!;
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    await expect(box.getBoundingClientRect().right).toBeLessThanOrEqual(page.clientWidth);
    // Moving to a cell out of sight scrolls it into the box.
    cell(canvas, 'Quantity, Black, XXS').focus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect(cell(canvas, 'SKU, Floral, 3XL')).toHaveFocus();
    await waitFor(() => expect(box.scrollLeft).toBeGreaterThan(0));
  },
};

export const OnADesktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  args: { generateSku: sku },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('grid').parentElement!;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

/**
 * Four sizes in the product form's card at 1280 px, narrower than the grid: the colours
 * and the stock stay in sight, and a shadow shows the side that has more sizes.
 */
export const InTheProductCard: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  args: { sizes: fourSizes, generateSku: sku },
  render: (args) => (
    <div style={{ width: '44rem' }}>
      <Controlled {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('grid').parentElement!;
    const inSight = (element: HTMLElement) => {
      const shown = box.getBoundingClientRect();
      const rect = element.getBoundingClientRect();
      return rect.left >= shown.left && rect.right <= shown.right + 1;
    };
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    await expect(inSight(total(canvas, 'Stock of Black')!)).toBe(true);
    await expect(inSight(total(canvas, 'Total stock')!)).toBe(true);
    await waitFor(() => expect(box).toHaveAttribute('data-more-end'));
    await expect(box).not.toHaveAttribute('data-more-start');
    // Moving to the last size scrolls it into sight; the colours stay, and the shadow turns.
    cell(canvas, 'Quantity, Black, S').focus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(box).toHaveAttribute('data-more-start'));
    await waitFor(() => expect(box).not.toHaveAttribute('data-more-end'));
    await expect(inSight(canvas.getByRole('rowheader', { name: 'Black' }))).toBe(true);
    await expect(inSight(total(canvas, 'Stock of Black')!)).toBe(true);
  },
};
