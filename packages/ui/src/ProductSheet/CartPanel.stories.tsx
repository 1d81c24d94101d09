import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CartPanel, type CartPanelLine } from './CartPanel';

const lines: CartPanelLine[] = [
  {
    key: 'p1:COAT-BLK-M',
    name: 'Wool coat',
    designer: 'Maison Aurore',
    variant: 'Black / M',
    price: 249.5,
    currency: 'USD',
    quantity: 1,
    availability: '2 left',
    unavailable: false,
  },
  {
    key: 'p2:SHIRT-WHT-S',
    name: 'Silk shirt',
    designer: 'Vale',
    variant: 'White / S',
    price: 120,
    currency: 'USD',
    quantity: 2,
    availability: null,
    unavailable: false,
  },
];

const meta = {
  title: 'Player/CartPanel',
  component: CartPanel,
  args: { open: true, lines, onRemove: fn(), onCheckout: fn(), onClose: fn() },
} satisfies Meta<typeof CartPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** Each line's designer, price and what is left; Remove and Checkout by keyboard. */
export const TwoDesigners: Story = {
  play: async ({ args }) => {
    const dialog = within(page.getByRole('dialog', { name: 'Your cart' }));
    const items = dialog.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Maison Aurore · Black / M · 1 × $249.50');
    await expect(items[0]).toHaveTextContent('2 left');
    await expect(items[1]).toHaveTextContent('Vale');
    await expect(dialog.getByText('Total before tax and shipping: $489.50')).toBeVisible();
    dialog.getByRole('button', { name: 'Remove Silk shirt, White / S' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith('p2:SHIRT-WHT-S');
    dialog.getByRole('button', { name: 'Checkout' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onCheckout).toHaveBeenCalledOnce();
  },
};

/** A sold-out line says so and holds Checkout back until it is removed. */
export const SoldOutLine: Story = {
  args: {
    lines: [{ ...lines[0]!, availability: 'Sold out', unavailable: true }, lines[1]!],
  },
  play: async () => {
    const dialog = within(page.getByRole('dialog', { name: 'Your cart' }));
    await expect(dialog.getByText('Sold out')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { lines: [] },
  play: async () => {
    const dialog = within(page.getByRole('dialog', { name: 'Your cart' }));
    await expect(dialog.getByText('Your cart is empty.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  },
};
