import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { StoryRouterLink } from '../SideMenu/storyLink';
import { Header } from './Header';

const admin = { id: 'admin-1', fullName: 'Ada Admin', roles: ['admin'] };
const designer = { id: '64f1c0ffee', fullName: 'Dora Designer', roles: ['designer'] };

const meta = {
  title: 'Shell/Header',
  component: Header,
  args: {
    user: admin,
    activePath: '/dashboard',
    linkComponent: StoryRouterLink,
    onLogout: fn(),
    onConnectPayments: fn(),
    copyText: fn(async () => {}),
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AdminOrStaff: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(canvas.getByRole('link', { name: 'Events' })).toHaveAttribute(
      'href',
      '/event/view-events',
    );
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/profile/change-password',
    );
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Designer-only parts stay away from admins and staff.
    await expect(canvas.queryByRole('button', { name: 'Copy Your Designer ID' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Payment account' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Unsaved changes' })).toBeNull();
  },
};

export const UserMenu: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Ada Admin' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const items = canvas.getAllByRole('listitem').map((item) => item.textContent);
    await expect(items).toEqual([
      'Dashboard',
      'Events',
      'Settings',
      'Profile',
      'Settings',
      'Logout',
    ]);
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/admin/my-profile',
    );
    // Escape closes the menu and gives focus back to its button.
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Designer: Story = {
  args: { user: designer },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dora Designer' }));
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile/my-profile',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Connect' }));
    await expect(args.onConnectPayments).toHaveBeenCalledOnce();

    await userEvent.click(canvas.getByRole('button', { name: 'Copy Your Designer ID' }));
    await expect(args.copyText).toHaveBeenCalledWith('64f1c0ffee');
    await expect(canvas.getByRole('status')).toHaveTextContent('Designer ID copied');
    // The toast goes away by itself.
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), { timeout: 4000 });
  },
};

export const DesignerWithPaymentBanner: Story = {
  args: { user: designer, showPaymentBanner: true },
  play: async ({ canvas, args }) => {
    const banner = canvas.getByRole('region', { name: 'Payment account' });
    await expect(banner).toHaveTextContent(
      'Your payment account must be set up to create events and receive payments.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Set up your payment account' }));
    await expect(args.onConnectPayments).toHaveBeenCalledOnce();
  },
};

export const CopyFails: Story = {
  args: { user: designer, copyText: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Your Designer ID' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not copy the Designer ID');
  },
};

export const WithUnsavedChanges: Story = {
  args: { unsavedChanges: { onDiscard: fn(), onUpdate: fn() } },
  play: async ({ canvas, args }) => {
    const bar = canvas.getByRole('region', { name: 'Unsaved changes' });
    await expect(bar).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
    await expect(args.unsavedChanges?.onDiscard).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.unsavedChanges?.onUpdate).toHaveBeenCalledOnce();
  },
};
