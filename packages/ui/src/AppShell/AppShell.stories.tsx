import { shellMenusFor } from '@runway-live/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { StoryRouterLink } from '../SideMenu/storyLink';
import { storyBrand, storyCopyId, storyPaymentBanner } from '../testing/shellWords';
import { AppShell, SIDE_MENU_MINIMISED_CLASS } from './AppShell';

const admin = { id: 'admin-1', fullName: 'Ada Admin' };
const staff = { id: 'member-1', fullName: 'Sam Staff' };
const designer = { id: '64f1c0ffee', fullName: 'Dora Designer' };

/** The shell's data for one side, as the console takes it from the domain. */
function sideOf(roles: string[]) {
  const { sideMenu, headerLinks, userMenu, showCopyId } = shellMenusFor({ roles });
  return {
    menu: sideMenu,
    links: headerLinks,
    userMenu,
    copyId: showCopyId ? storyCopyId : undefined,
  };
}
const adminSide = sideOf(['admin']);
const designerSide = { user: designer, ...sideOf(['designer']) };

const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    user: admin,
    ...adminSide,
    activePath: '/event/view-events',
    linkComponent: StoryRouterLink,
    onLogout: fn(),
    brand: storyBrand,
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
    await expect(within(menu).getByRole('link', { name: 'Users' })).toBeVisible();
    await expect(within(menu).getByRole('link', { name: 'Events' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('main')).toHaveTextContent('Events');
  },
};

export const SkipLink: Story = {
  play: async ({ canvas }) => {
    // The first Tab stop, shown when it has focus; Enter moves past the header and menu.
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(1);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    // Out of sight again once focus has left it.
    await expect(skip.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Staff: Story = {
  args: { user: staff },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Staff' })).toHaveAttribute(
      'href',
      '/admin/view-members',
    );
    await expect(canvas.queryByRole('button', { name: 'Copy Your Designer ID' })).toBeNull();
  },
};

export const Designer: Story = {
  args: designerSide,
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(within(menu).queryByRole('button', { name: 'Reports' })).toBeNull();
    await expect(within(menu).queryByRole('link', { name: 'Coupons' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Copy Your Designer ID' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Payment account' })).toBeNull();
  },
};

export const DesignerWithPaymentBanner: Story = {
  args: { ...designerSide, banner: storyPaymentBanner() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Set up your payment account' }));
    await expect(args.banner!.onAction).toHaveBeenCalledOnce();
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

/** The side menu's drawer at 375 px: below the header, with its own close button. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  args: { ...designerSide, banner: storyPaymentBanner() },
  play: async ({ canvas, canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    // The side menu waits in a closed drawer; the header's links make room too.
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    // The one page margin, narrower on a phone: 1rem around, the title close under the header.
    const main = getComputedStyle(canvas.getByRole('main'));
    await expect([main.paddingTop, main.paddingLeft, main.paddingRight]).toEqual([
      '16px',
      '16px',
      '16px',
    ]);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    const drawer = await canvas.findByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Focus starts on the drawer's close button.
    const close = within(drawer).getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveFocus();
    // The drawer starts where the header ends: the header stays in sight.
    const header = canvas.getByRole('banner');
    await expect(drawer.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      header.getBoundingClientRect().bottom,
    );
    // The page behind cannot take focus or clicks; the header still can.
    await expect(canvas.getByRole('main', { hidden: true })).toHaveAttribute('inert');
    await expect(toggle).not.toHaveAttribute('inert');
    // The close button closes it and gives focus back to the menu button.
    await userEvent.click(close);
    await waitFor(() => expect(drawer).not.toBeVisible());
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('main')).not.toHaveAttribute('inert');
    // Escape closes it too.
    await userEvent.click(toggle);
    await expect(drawer).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(drawer).not.toBeVisible());
    await expect(toggle).toHaveFocus();
    // And the header's menu button, which stays usable while it is open.
    await userEvent.click(toggle);
    await expect(drawer).toBeVisible();
    await userEvent.click(toggle);
    await waitFor(() => expect(drawer).not.toBeVisible());
    // A tap on the dimmed page closes it.
    await userEvent.click(toggle);
    await userEvent.click(canvas.getByTestId('drawer-scrim'));
    await waitFor(() => expect(drawer).not.toBeVisible());
    // Following an item closes it too.
    await userEvent.click(toggle);
    await userEvent.click(within(drawer).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(drawer).not.toBeVisible());
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    // At desktop width the side menu sits beside the page; no drawer.
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(canvas.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    await expect(canvas.getByRole('navigation', { name: 'Header' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(1280);
    // The one page margin: 1.5rem above the title, 2rem at the sides.
    const main = getComputedStyle(canvas.getByRole('main'));
    await expect([main.paddingTop, main.paddingLeft, main.paddingRight]).toEqual([
      '24px',
      '32px',
      '32px',
    ]);
  },
};
