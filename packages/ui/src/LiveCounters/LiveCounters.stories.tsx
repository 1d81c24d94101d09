import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LiveCounters } from './LiveCounters';

const meta = {
  title: 'Live/LiveCounters',
  component: LiveCounters,
  args: {
    locale: 'en-US',
    counters: {
      viewersNow: 1284,
      peakViewers: 2051,
      uniqueViewers: 3900,
      chatMessages: 742,
      addsToCart: 96,
      orders: 31,
      ordersValue: 4820.5,
      currency: 'USD',
    },
  },
} satisfies Meta<typeof LiveCounters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DuringTheShow: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('region', { name: 'Live counters' });
    const tile = (name: string) => within(group).getByRole('region', { name });
    await expect(within(tile('Viewers now')).getByText('1,284')).toBeVisible();
    await expect(within(tile('Peak viewers')).getByText('2,051')).toBeVisible();
    await expect(within(tile('Unique viewers')).getByText('3,900')).toBeVisible();
    await expect(within(tile('Messages sent')).getByText('742')).toBeVisible();
    await expect(within(tile('Adds to cart')).getByText('96')).toBeVisible();
    await expect(within(tile('Orders')).getByText('31')).toBeVisible();
    await expect(within(tile('Orders')).getByText('$4,820.50 in total')).toBeVisible();
  },
};

export const InEuros: Story = {
  args: {
    locale: 'fr-FR',
    counters: {
      viewersNow: 12000,
      peakViewers: 12000,
      uniqueViewers: 15000,
      chatMessages: 0,
      addsToCart: 0,
      orders: 2,
      ordersValue: 1250,
      currency: 'EUR',
    },
  },
  play: async ({ canvas }) => {
    const orders = canvas.getByRole('region', { name: 'Orders' });
    // Intl writes the figure the locale's way (narrow no-break spaces in French).
    await expect(orders.textContent).toContain(
      `${new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(1250)} in total`,
    );
  },
};

export const BeforeTheFirstFigures: Story = {
  args: { counters: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Viewers now' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByText(/in total/)).toBeNull();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
