import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PackingSlip, PrintArea, type PackingSlipProps } from './PackingSlip';

const SLIP: PackingSlipProps = {
  orderNumber: 'RL-10042',
  orderedAt: 'Mar 14, 2026',
  from: 'Maison Ardent',
  shipTo: { name: 'Grace Hopper', lines: ['12 Harbour Street', 'Boston, MA 02110', 'US'] },
  lines: [
    { sku: 'SLIP-BLK-S', name: 'Silk Slip Dress', color: 'Black', size: 'S', quantity: 1 },
    { sku: 'SCARF-RED', name: 'Cashmere Scarf', color: 'Red', size: 'One size', quantity: 2 },
  ],
};

const meta = {
  title: 'Data/PackingSlip',
  component: PackingSlip,
  args: SLIP,
  decorators: [
    (Story) => (
      <PrintArea>
        <Story />
      </PrintArea>
    ),
  ],
} satisfies Meta<typeof PackingSlip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneOrder: Story = {
  play: async ({ canvas }) => {
    const slip = canvas.getByRole('article', { name: 'Packing slip RL-10042' });
    const table = within(slip).getByRole('table', { name: 'Items of order RL-10042' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('row', { name: 'Units 3' })).toBeVisible();
    await expect(within(slip).getByText(/12 Harbour Street/)).toBeVisible();
    // A packing slip carries no prices.
    await expect(within(slip).queryByText(/\$/)).toBeNull();
  },
};

export const PrintOnly: Story = {
  decorators: [
    (Story) => (
      <>
        <p>The order page</p>
        <PrintArea screen="hidden">
          <Story />
        </PrintArea>
      </>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('The order page')).toBeVisible();
    // Bulk prints wait off screen until the browser prints them.
    const areas = canvasElement.querySelectorAll('[data-print-area]');
    const inner = areas[areas.length - 1];
    await expect(inner).toBeDefined();
    await expect(getComputedStyle(inner as Element).display).toBe('none');
  },
};
