import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { ShopperAccountBar } from './ShopperAccountBar';

const meta = {
  title: 'Player/ShopperAccountBar',
  component: ShopperAccountBar,
  args: { name: null, onSignIn: fn(), onCreateAccount: fn(), onSignOut: fn() },
} satisfies Meta<typeof ShopperAccountBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Your account' });
    await expect(nav).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignIn).toHaveBeenCalledOnce();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onCreateAccount).toHaveBeenCalledOnce();
  },
};

export const SignedIn: Story = {
  args: { name: 'Anna Berg', children: <Button size="sm">Cart (2)</Button> },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Signed in as Anna Berg')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign in' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Cart (2)' })).toBeVisible();
  },
};
