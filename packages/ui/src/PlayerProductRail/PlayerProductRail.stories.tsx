import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlayerProductRail, type PlayerRailProduct } from './PlayerProductRail';

const onJump = fn();
const onBuy = fn();

const products: PlayerRailProduct[] = [
  {
    id: 'coat',
    name: 'Wool coat',
    price: 249.5,
    currency: 'EUR',
    imageUrl: null,
    externalUrl: 'https://vale.test/coat',
    jumpTime: '0:00.000',
  },
  {
    id: 'dress',
    name: 'Silk dress',
    price: 180,
    currency: 'USD',
    imageUrl: null,
    externalUrl: 'https://vale.test/dress',
    jumpTime: '0:08.000',
  },
  {
    id: 'bag',
    name: 'Leather bag',
    price: 95,
    currency: 'GBP',
    imageUrl: null,
    externalUrl: 'https://vale.test/bag',
    jumpTime: null,
  },
];

const meta = {
  title: 'Player/PlayerProductRail',
  component: PlayerProductRail,
  args: { products, currentProductId: 'dress', onJump, onBuy },
} satisfies Meta<typeof PlayerProductRail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    onJump.mockClear();
    onBuy.mockClear();
    const rail = canvas.getByRole('region', { name: 'Shop the show' });
    const items = within(rail).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    // The product on screen is the current one, and only it.
    await expect(items[1]).toHaveAttribute('aria-current', 'true');
    await expect(items[0]).not.toHaveAttribute('aria-current');
    await expect(within(items[1]!).getByText('On screen')).toBeVisible();
    // Each callback names its product.
    await userEvent.click(within(items[0]!).getByRole('button', { name: /^Jump to 0:00/ }));
    await expect(onJump).toHaveBeenCalledWith('coat');
    const buy = within(items[2]!).getByRole('link', { name: /^Buy Leather bag/ });
    buy.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(buy);
    await expect(onBuy).toHaveBeenCalledWith('bag');
    // A product with no moment in the video has no jump.
    await expect(within(items[2]!).queryByRole('button')).toBeNull();
  },
};

export const KeyboardOrder: Story = {
  play: async ({ canvas }) => {
    // Tab goes through each card's buy link, then its jump, in the show's order.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /^Buy Wool coat/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Jump to 0:00/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /^Buy Silk dress/ })).toHaveFocus();
  },
};

export const NothingOnScreen: Story = {
  args: { currentProductId: null },
  play: async ({ canvas }) => {
    for (const item of canvas.getAllByRole('listitem')) {
      await expect(item).not.toHaveAttribute('aria-current');
    }
    await expect(canvas.queryByText('On screen')).toBeNull();
  },
};

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products in this show yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

const onBuyHere = fn();

/** A product sold in the page (decision 0033): Buy is a button, the others keep their link. */
export const SoldHere: Story = {
  args: {
    products: products.map((product) =>
      product.id === 'dress' ? { ...product, buyHere: true } : product,
    ),
    onBuyHere,
  },
  play: async ({ canvas }) => {
    onBuy.mockClear();
    onBuyHere.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Buy Silk dress' }));
    await expect(onBuyHere).toHaveBeenCalledWith('dress');
    await expect(onBuy).toHaveBeenCalledWith('dress');
    await expect(canvas.queryByRole('link', { name: /^Buy Silk dress/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: /^Buy Wool coat/ })).toHaveAttribute(
      'href',
      'https://vale.test/coat',
    );
  },
};
