import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ShoppableProductCard } from './ShoppableProductCard';

const onJump = fn();
const onBuy = fn();

const meta = {
  title: 'Player/ShoppableProductCard',
  component: ShoppableProductCard,
  args: {
    name: 'Wool coat',
    price: 249.5,
    currency: 'EUR',
    imageUrl: null,
    externalUrl: 'https://vale.test/coat',
    jumpTime: '0:05.000',
    onJump,
    onBuy,
  },
} satisfies Meta<typeof ShoppableProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    onBuy.mockClear();
    await expect(canvas.getByRole('heading', { name: 'Wool coat' })).toBeVisible();
    // The price in its own currency.
    await expect(canvas.getByText('€249.50')).toBeVisible();
    const buy = canvas.getByRole('link', { name: 'Buy Wool coat (opens in a new tab)' });
    await expect(buy).toHaveAttribute('href', 'https://vale.test/coat');
    await expect(buy).toHaveAttribute('target', '_blank');
    await expect(buy).toHaveAttribute('rel', 'noopener noreferrer');
    // Reported, and left to open (the story's frame keeps the new tab from opening).
    buy.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(buy);
    await expect(onBuy).toHaveBeenCalledOnce();
    await expect(canvas.queryByText('On screen')).toBeNull();
  },
};

export const JumpsToItsMoment: Story = {
  play: async ({ canvas }) => {
    onJump.mockClear();
    const jump = canvas.getByRole('button', { name: 'Jump to 0:05.000: Wool coat' });
    jump.focus();
    await userEvent.keyboard('{Enter}');
    await expect(onJump).toHaveBeenCalledOnce();
  },
};

export const OnScreen: Story = {
  args: { onScreen: true, price: 49, currency: 'USD' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('On screen')).toBeVisible();
    await expect(canvas.getByText('$49.00')).toBeVisible();
  },
};

export const WithImageWithoutMoment: Story = {
  args: {
    imageUrl:
      'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="30" height="40"%3E%3Crect width="30" height="40" fill="%236b2c5f"/%3E%3C/svg%3E',
    jumpTime: null,
    name: 'A silk dress with a name long enough to wrap over several lines of the card',
    currency: 'JPY',
    price: 32000,
  },
  play: async ({ canvas, canvasElement }) => {
    // The picture is decoration: the name says what it is.
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('¥32,000')).toBeVisible();
  },
};
