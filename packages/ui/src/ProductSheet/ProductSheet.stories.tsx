import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductSheet, type ProductSheetProduct } from './ProductSheet';

const coat: ProductSheetProduct = {
  name: 'Wool coat',
  brandName: 'Maison Aurore',
  price: 249.5,
  currency: 'USD',
  colors: [
    {
      color: 'Black',
      sizes: [
        { size: 'S', sku: 'COAT-BLK-S', soldOut: true, note: 'Sold out' },
        { size: 'M', sku: 'COAT-BLK-M', soldOut: false, note: '2 left' },
        { size: 'L', sku: 'COAT-BLK-L', soldOut: false, note: null },
      ],
    },
    {
      color: 'Camel',
      sizes: [{ size: 'M', sku: 'COAT-CML-M', soldOut: false, note: null }],
    },
  ],
};

const meta = {
  title: 'Player/ProductSheet',
  component: ProductSheet,
  args: { open: true, product: coat, maxQuantity: 3, onAdd: fn(), onClose: fn() },
} satisfies Meta<typeof ProductSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** By keyboard: a colour, a size (the sold-out one cannot be chosen), a quantity, Add. */
export const ChooseByKeyboard: Story = {
  play: async ({ args }) => {
    const dialog = within(page.getByRole('dialog', { name: 'Wool coat' }));
    await expect(dialog.getByRole('radio', { name: /S · Sold out/ })).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: /M · 2 left/ })).toBeEnabled();
    dialog.getByRole('radio', { name: 'Black' }).focus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(dialog.getByRole('radio', { name: /M · 2 left/ })).toBeChecked();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Quantity' }), '2');
    dialog.getByRole('button', { name: 'Add to cart' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith({
      sku: 'COAT-BLK-M',
      color: 'Black',
      size: 'M',
      quantity: 2,
    });
  },
};

/** Add without a size says so, beside the sizes. */
export const SizeMissing: Story = {
  play: async ({ args }) => {
    const dialog = within(page.getByRole('dialog', { name: 'Wool coat' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add to cart' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Choose a size');
    await expect(dialog.getByRole('group', { name: 'Size' })).toHaveAccessibleDescription(
      'Choose a size',
    );
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** A product that cannot be bought now says why, with no Add to cart. */
export const Unavailable: Story = {
  args: { unavailable: 'Sold out' },
  play: async () => {
    const dialog = within(page.getByRole('dialog', { name: 'Wool coat' }));
    await expect(dialog.getByRole('status')).toHaveTextContent('Sold out');
    await expect(dialog.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  },
};
