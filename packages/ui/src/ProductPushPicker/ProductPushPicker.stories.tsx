import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ProductPushPicker, type ProductPushPickerProps } from './ProductPushPicker';

const PRODUCTS = [
  { id: 'p1', name: 'Silk slip dress' },
  { id: 'p2', name: 'Wool overcoat' },
  { id: 'p3', name: 'Leather loafers' },
  { id: 'p4', name: 'Cashmere scarf' },
];
const LOOKS = [
  { id: 'l1', name: 'Evening look' },
  { id: 'l2', name: 'City look' },
];

const meta = {
  title: 'Live/ProductPushPicker',
  component: ProductPushPicker,
  args: {
    products: PRODUCTS,
    looks: LOOKS,
    highlighted: [],
    soldOut: [],
    pinnedLookId: null,
    onHighlightChange: fn(),
    onSoldOutChange: fn(),
    onPinLook: fn(),
  },
} satisfies Meta<typeof ProductPushPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

function Stateful(props: ProductPushPickerProps) {
  const [highlighted, setHighlighted] = useState<string[]>([...props.highlighted]);
  const [soldOut, setSoldOut] = useState<string[]>([...props.soldOut]);
  const [pinned, setPinned] = useState<string | null>(props.pinnedLookId);
  return (
    <ProductPushPicker
      {...props}
      highlighted={highlighted}
      soldOut={soldOut}
      pinnedLookId={pinned}
      onHighlightChange={(next) => {
        props.onHighlightChange(next);
        setHighlighted(next);
      }}
      onSoldOutChange={(id, on) => {
        props.onSoldOutChange(id, on);
        setSoldOut((list) => (on ? [...list, id] : list.filter((other) => other !== id)));
      }}
      onPinLook={(id) => {
        props.onPinLook(id);
        setPinned(id);
      }}
    />
  );
}

export const AtMostThree: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('0 of 3 highlighted')).toBeVisible();
    for (const name of ['Silk slip dress', 'Wool overcoat', 'Leather loafers']) {
      await userEvent.click(canvas.getByRole('button', { name: `Highlight ${name}` }));
    }
    await expect(args.onHighlightChange).toHaveBeenLastCalledWith(['p1', 'p2', 'p3']);
    // Each button now says what it will do.
    await expect(
      canvas.getByRole('button', { name: 'Remove highlight Wool overcoat' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Highlight Wool overcoat' })).toBeNull();
    // The fourth waits until one is taken off.
    const fourth = canvas.getByRole('button', { name: 'Highlight Cashmere scarf' });
    await expect(fourth).toBeDisabled();
    await expect(canvas.getByText(/3 of 3 highlighted: remove one/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove highlight Silk slip dress' }));
    await expect(args.onHighlightChange).toHaveBeenLastCalledWith(['p2', 'p3']);
    await expect(fourth).toBeEnabled();
  },
};

/** Sold out and back in stock, a look pinned and unpinned: each button names its next move. */
export const SoldOutAndPinnedLook: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mark sold out Wool overcoat' }));
    await expect(args.onSoldOutChange).toHaveBeenCalledWith('p2', true);
    await expect(canvas.getByText('Sold out')).toBeVisible();
    const back = canvas.getByRole('button', { name: 'Back in stock Wool overcoat' });
    await userEvent.click(back);
    await expect(args.onSoldOutChange).toHaveBeenLastCalledWith('p2', false);
    await expect(canvas.getByRole('button', { name: 'Mark sold out Wool overcoat' })).toBeVisible();

    const pin = canvas.getByRole('button', { name: 'Pin look City look' });
    // Keyboard: Tab reaches it and Space presses it.
    pin.focus();
    await userEvent.keyboard(' ');
    await expect(args.onPinLook).toHaveBeenCalledWith('l2');
    await expect(canvas.getByText('Pinned')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unpin City look' }));
    await expect(args.onPinLook).toHaveBeenLastCalledWith(null);
  },
};

/** A draft is never on viewers' screens: it says so, and cannot be highlighted. */
export const DraftProduct: Story = {
  args: {
    products: [...PRODUCTS.slice(0, 3), { id: 'p4', name: 'Cashmere scarf', draft: true }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Draft: hidden from viewers')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Highlight Cashmere scarf' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Highlight Wool overcoat' })).toBeEnabled();
  },
};

export const EmptyShow: Story = {
  args: { products: [], looks: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products in this show yet.')).toBeVisible();
    await expect(canvas.getByText('No looks in this show yet.')).toBeVisible();
  },
};

/** A kind of show without looks (a web event): its products only, no looks section. */
export const WithoutLooks: Story = {
  args: { looks: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Highlight Silk slip dress' })).toBeEnabled();
    await expect(canvas.queryByRole('heading', { name: 'Looks' })).toBeNull();
    await expect(canvas.queryByText('No looks in this show yet.')).toBeNull();
  },
};

export const Offline: Story = {
  args: { disabled: true, highlighted: ['p1'] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Remove highlight Silk slip dress' }),
    ).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Pin look Evening look' })).toBeDisabled();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  args: { highlighted: ['p1', 'p2'], soldOut: ['p2'], pinnedLookId: 'l1' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
