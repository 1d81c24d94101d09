import { shellMenusFor } from '@runway-live/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { StoryRouterLink } from '../SideMenu/storyLink';
import { storyBrand, storyCopyId, storyPaymentBanner } from '../testing/shellWords';
import { installClock, nextFrame, until } from '../testing/fakeClock';
import type { ThemePreference } from '../theme/tokens';
import { Header, type HeaderProps } from './Header';

const admin = { id: 'admin-1', fullName: 'Ada Admin' };
const designer = { id: '64f1c0ffee', fullName: 'Dora Designer' };
// The console's data for each side, as the domain gives it.
const adminMenus = shellMenusFor({ roles: ['admin'] });
const designerMenus = shellMenusFor({ roles: ['designer'] });
const designerArgs = {
  user: designer,
  userMenu: designerMenus.userMenu,
  copyId: designerMenus.showCopyId ? storyCopyId : undefined,
};

const meta = {
  title: 'Shell/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    user: admin,
    links: adminMenus.headerLinks,
    userMenu: adminMenus.userMenu,
    copyId: adminMenus.showCopyId ? storyCopyId : undefined,
    activePath: '/dashboard',
    linkComponent: StoryRouterLink,
    onLogout: fn(),
    brand: storyBrand,
    onUserMenuAction: fn(),
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
    await expect(canvas.getByRole('link', { name: 'Change password' })).toHaveAttribute(
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
      'Change password',
      'Profile',
      'Change password',
      'Logout',
    ]);
    // Without a theme callback there is no switch.
    await expect(canvas.queryByRole('group', { name: 'Theme' })).toBeNull();
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
  args: designerArgs,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dora Designer' }));
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile/my-profile',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Connect' }));
    await expect(args.onUserMenuAction).toHaveBeenCalledWith('connect-payments');

    // The toast goes away by itself after 2.5 s, on a fake clock (fireEvent: user-event waits
    // on setTimeout between its steps).
    const clock = installClock();
    try {
      await fireEvent.click(canvas.getByRole('button', { name: 'Copy Your Designer ID' }));
      await expect(args.copyText).toHaveBeenCalledWith('64f1c0ffee');
      await until(() => clock.countTimers() === 1);
      await expect(canvas.getByRole('status')).toHaveTextContent(/^Designer ID copied$/);
      clock.tick(2499);
      await nextFrame();
      await expect(canvas.getByRole('status')).toHaveTextContent(/^Designer ID copied$/);
      clock.tick(1);
      await until(() => canvas.queryByRole('status') === null);
      await expect(canvas.queryByRole('status')).toBeNull();
    } finally {
      clock.uninstall();
    }
  },
};

export const DesignerWithPaymentBanner: Story = {
  args: { ...designerArgs, banner: storyPaymentBanner() },
  play: async ({ canvas, args }) => {
    const banner = canvas.getByRole('region', { name: 'Payment account' });
    await expect(banner).toHaveTextContent(
      'Your payment account must be set up to create events and receive payments.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Set up your payment account' }));
    await expect(args.banner!.onAction).toHaveBeenCalledOnce();
  },
};

export const CopyFails: Story = {
  args: { ...designerArgs, copyText: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Your Designer ID' }));
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Could not copy the Designer ID');
    // Hovering stops the toast's clock: it is still there when the story is photographed,
    // however slowly the machine takes the light picture before the dark one.
    await userEvent.hover(alert);
  },
};

/** Another app's header: its name and words come in as props; the header has none of its own. */
export const AnotherAppsWords: Story = {
  args: {
    ...designerArgs,
    brand: 'Atelier Desk',
    copyId: {
      label: 'Copy your member number',
      copied: 'Member number copied',
      failed: 'The member number was not copied',
      regionLabel: 'Member number',
    },
    banner: {
      label: 'Billing',
      text: 'Add a card to keep selling.',
      actionLabel: 'Add a card',
      onAction: fn(),
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Atelier Desk')).toBeVisible();
    await expect(canvas.queryByText('Runway Live')).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Billing' })).toHaveTextContent(
      'Add a card to keep selling.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add a card' }));
    await expect(args.banner!.onAction).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy your member number' }));
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Member number copied');
    // Held for the pictures, as in CopyFails.
    await userEvent.hover(status);
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

/** Issue 19: the bar lies over the header, so the page under it does not move down. */
export const UnsavedChangesOverTheHeader: Story = {
  args: { unsavedChanges: { onDiscard: fn(), onUpdate: fn(), saveLabel: 'Save' } },
  play: async ({ canvas, args }) => {
    const header = canvas.getByRole('banner').getBoundingClientRect();
    const bar = canvas.getByRole('region', { name: 'Unsaved changes' }).getBoundingClientRect();
    await expect(bar.top).toBe(header.top);
    // Inside the header's bottom border.
    await expect(bar.bottom).toBeLessThanOrEqual(header.bottom);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.unsavedChanges?.onUpdate).toHaveBeenCalledOnce();
  },
};

/** Holds the theme choice like the console's atom does. */
function WithThemeChoice(props: HeaderProps) {
  const [preference, setPreference] = useState<ThemePreference>('system');
  return (
    <Header
      {...props}
      themePreference={preference}
      onThemePreferenceChange={(next) => {
        setPreference(next);
        props.onThemePreferenceChange?.(next);
      }}
    />
  );
}

export const ThemeSwitchInUserMenu: Story = {
  args: { onThemePreferenceChange: fn() },
  render: (args) => <WithThemeChoice {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ada Admin' }));
    const theme = canvas.getByRole('group', { name: 'Theme' });
    await expect(within(theme).getByRole('radio', { name: 'System' })).toBeChecked();
    await userEvent.click(within(theme).getByText('Dark'));
    await expect(args.onThemePreferenceChange).toHaveBeenCalledWith('dark');
    await expect(within(theme).getByRole('radio', { name: 'Dark' })).toBeChecked();
    // Choosing keeps the menu open; Logout still comes last.
    await expect(canvas.getByRole('button', { name: 'Ada Admin' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const items = canvas.getAllByRole('listitem');
    await expect(items.at(-1)).toHaveTextContent('Logout');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  args: {
    ...designerArgs,
    onToggleMenu: fn(),
    banner: storyPaymentBanner(),
    onThemePreferenceChange: fn(),
  },
  render: (args) => <WithThemeChoice {...args} />,
  play: async ({ canvas, canvasElement }) => {
    // The header's links make room at 375 px; the menu button, copy icon and user stay.
    await expect(canvas.queryByRole('navigation', { name: 'Header' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Dora Designer' })).toBeVisible();
    // The open user menu, theme switch included, fits on the phone's screen.
    await userEvent.click(canvas.getByRole('button', { name: 'Dora Designer' }));
    const menu = canvas.getByRole('group', { name: 'Theme' }).closest('ul') as HTMLElement;
    const box = menu.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(375);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** A long name at 375 px stays on one line, cut with an ellipsis, and nothing scrolls sideways. */
export const MobileLongName: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  args: {
    ...designerArgs,
    user: { id: '64f1c0ffee', fullName: 'Maximiliana Constantinopoulou-Wetherington' },
    onToggleMenu: fn(),
  },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', {
      name: 'Maximiliana Constantinopoulou-Wetherington',
    });
    const name = button.querySelector('span') as HTMLElement;
    const lineHeight = parseFloat(getComputedStyle(name).lineHeight);
    await expect(name.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight + 1);
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
