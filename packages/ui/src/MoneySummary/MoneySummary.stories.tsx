import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MoneySummary } from './MoneySummary';

const meta = {
  title: 'Data/MoneySummary',
  component: MoneySummary,
  args: {
    currency: 'USD',
    subtotal: 200,
    discount: 20,
    discountCode: 'SPRING10',
    tax: 14.4,
    shipping: 10,
    total: 204.4,
    commission: 30.66,
    designerNet: 173.74,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MoneySummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value beside a term of the description list. */
const valueOf = (region: HTMLElement, term: string) =>
  within(region).getByText(term).nextElementSibling?.textContent;

export const Order: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Summary' });
    await expect(valueOf(region, 'Subtotal')).toBe('$200.00');
    await expect(valueOf(region, 'Discount (SPRING10)')).toBe('\u2212$20.00');
    await expect(valueOf(region, 'Total')).toBe('$204.40');
    await expect(valueOf(region, 'Commission')).toBe('\u2212$30.66');
    await expect(valueOf(region, 'Designer net')).toBe('$173.74');
    // Nothing refunded: no row for it.
    await expect(within(region).queryByText('Refunded')).toBeNull();
  },
};

export const InEuroWithRefund: Story = {
  args: { currency: 'EUR', discount: 0, refunded: 50 },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Summary' });
    await expect(valueOf(region, 'Total')).toBe('€204.40');
    await expect(valueOf(region, 'Refunded')).toBe('\u2212€50.00');
    await expect(within(region).queryByText(/Discount/)).toBeNull();
  },
};

/** Every item refunded: no commission is left to take, and none is shown taken ('$0.00'). */
export const ItemsRefunded: Story = {
  args: { discount: 0, refunded: 194.4, commission: 0, designerNet: 10 },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Summary' });
    await expect(valueOf(region, 'Refunded')).toBe('\u2212$194.40');
    await expect(valueOf(region, 'Commission')).toBe('$0.00');
    await expect(valueOf(region, 'Designer net')).toBe('$10.00');
  },
};

export const BuyerView: Story = {
  args: { commission: undefined, designerNet: undefined, title: 'What the buyer paid' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'What the buyer paid' });
    await expect(within(region).queryByText('Commission')).toBeNull();
    await expect(within(region).queryByText('Designer net')).toBeNull();
  },
};
