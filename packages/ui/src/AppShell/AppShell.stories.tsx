import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { adminMenu, designerMenu } from '../SideMenu/menus';
import { StoryRouterLink } from '../SideMenu/storyLink';
import { AppShell, SIDE_MENU_MINIMISED_CLASS } from './AppShell';

const admin = { id: 'admin-1', fullName: 'Ada Admin', roles: ['admin'] };
const staff = { id: 'member-1', fullName: 'Sam Staff', roles: ['member'] };
const designer = { id: '64f1c0ffee', fullName: 'Dora Designer', roles: ['designer'] };

const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    user: admin,
    menu: adminMenu,
    activePath: '/event/view-events',
    linkComponent: StoryRouterLink,
    onLogout: fn(),
    onConnectPayments: fn(),
    onMinimisedChange: fn(),
    copyText: fn(async () => {}),
    children: <h1>Events</h1>,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  args: {
    notifications: <IconButton label="Notifications" icon={<Bell aria-hidden />} onClick={fn()} />,
  },
  play: async ({ canvas }) => {
    // The console's bell sits in the header's slot.
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(within(menu).getByRole('button', { name: 'Reports' })).toBeVisible();
    await expect(within(menu).getByRole('link', { name: 'users' })).toBeVisible();
    await expect(within(menu).getByRole('link', { name: 'Events' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('main')).toHaveTextContent('Events');
  },
};

export const Staff: Story = {
  args: { user: staff },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'staff' })).toHaveAttribute(
      'href',
      '/admin/view-members',
    );
    await expect(canvas.queryByRole('button', { name: 'Copy Your Designer ID' })).toBeNull();
  },
};

export const Designer: Story = {
  args: { user: designer, menu: designerMenu },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(within(menu).queryByRole('button', { name: 'Reports' })).toBeNull();
    await expect(within(menu).queryByRole('link', { name: 'Coupons' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Copy Your Designer ID' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Payment account' })).toBeNull();
  },
};

export const DesignerWithPaymentBanner: Story = {
  args: { user: designer, menu: designerMenu, showPaymentBanner: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Set up your payment account' }));
    await expect(args.onConnectPayments).toHaveBeenCalledOnce();
  },
};

export const Minimised: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await expect(document.body).toHaveClass(SIDE_MENU_MINIMISED_CLASS);
    await expect(args.onMinimisedChange).toHaveBeenCalledWith(true);
    // And back, with the keyboard.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(document.body).not.toHaveClass(SIDE_MENU_MINIMISED_CLASS);
  },
};

export const StartsMinimised: Story = {
  args: { defaultMinimised: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await expect(document.body).toHaveClass(SIDE_MENU_MINIMISED_CLASS);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { user: designer, menu: designerMenu, showPaymentBanner: true },
  play: async ({ canvas }) => {
    // The side menu waits in a closed drawer; the header's links make room too.
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    const drawer = await canvas.findByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    // Focus is held in the drawer: the page behind cannot take it.
    await userEvent.tab();
    await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    canvas.getByRole('button', { name: 'Copy Your Designer ID', hidden: true }).focus();
    await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    // Escape closes it and focus goes back to the menu button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(drawer).not.toBeVisible());
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Following an item closes it too.
    await userEvent.click(toggle);
    await userEvent.click(within(drawer).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(drawer).not.toBeVisible());
  },
};
