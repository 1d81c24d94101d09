import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { PushedProducts, type PushedProduct, type PushedProductsProps } from './PushedProducts';

const coat: PushedProduct = {
  id: 'p-coat',
  name: 'Wool coat',
  price: 420,
  currency: 'EUR',
  imageUrl: null,
};
const scarf: PushedProduct = {
  id: 'p-scarf',
  name: 'Silk scarf',
  price: 95,
  currency: 'EUR',
  imageUrl: null,
  soldOut: true,
};
const boots: PushedProduct = {
  id: 'p-boots',
  name: 'Leather boots',
  price: 310,
  currency: 'EUR',
  imageUrl: null,
  buyUrl: 'https://shop.example/boots',
};

/** Holds what the host pushed, as the page does, with a button standing in for the host. */
function Harness(props: PushedProductsProps) {
  const [products, setProducts] = useState(props.products);
  const [look, setLook] = useState(props.pinnedLook ?? null);
  return (
    <div style={{ maxWidth: '24rem', display: 'grid', gap: '1rem' }}>
      <Button size="sm" variant="secondary" onClick={() => setProducts([boots, ...products])}>
        Host pushes the boots
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setLook({ id: 'look-7', name: 'Look 7 — Winter city', products: [coat] })}
      >
        Host pins a look
      </Button>
      <PushedProducts {...props} products={products} pinnedLook={look} />
    </div>
  );
}

const meta = {
  title: 'Live/PushedProducts',
  component: PushedProducts,
  args: { products: [coat, scarf], onBuy: fn() },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof PushedProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const featured = within(canvas.getByRole('list', { name: 'Featured products' }));
    await expect(featured.getAllByRole('listitem')).toHaveLength(2);
    await expect(featured.getByRole('heading', { name: 'Wool coat' })).toBeVisible();
    await expect(featured.getByText('€420.00')).toBeVisible();
  },
};

export const BuyCallsBack: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Buy Wool coat' }));
    await expect(args.onBuy).toHaveBeenCalledWith(coat);
  },
};

export const BuyLinkOpensTheShop: Story = {
  args: { products: [boots] },
  play: async ({ canvas }) => {
    const buy = canvas.getByRole('link', { name: 'Buy Leather boots (opens in a new tab)' });
    await expect(buy).toHaveAttribute('href', 'https://shop.example/boots');
    await expect(buy).toHaveAttribute('target', '_blank');
    await expect(buy).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const SoldOut: Story = {
  args: { products: [scarf] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sold out')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Buy/ })).toBeNull();
  },
};

export const PinnedLook: Story = {
  args: {
    products: [],
    pinnedLook: { id: 'look-3', name: 'Look 3 — Evening', products: [coat, scarf] },
  },
  play: async ({ canvas }) => {
    const look = within(canvas.getByRole('group', { name: 'Pinned look: Look 3 — Evening' }));
    await expect(look.getAllByRole('listitem')).toHaveLength(2);
    await expect(look.getByRole('button', { name: 'Buy Wool coat' })).toBeVisible();
    await expect(look.getByText('Sold out')).toBeVisible();
  },
};

export const NothingFeaturedYet: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The host has not featured a product yet.')).toBeVisible();
  },
};

export const AnnouncesPushes: Story = {
  play: async ({ canvas, canvasElement }) => {
    const announcer = canvasElement.querySelector<HTMLElement>('[aria-live="polite"]')!;
    await expect(announcer).toHaveTextContent(/^$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Host pushes the boots' }));
    await expect(announcer).toHaveTextContent('Now featured: Leather boots');
    await expect(
      within(canvas.getByRole('list', { name: 'Featured products' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Host pins a look' }));
    await expect(announcer).toHaveTextContent('Pinned look: Look 7 — Winter city');
  },
};
