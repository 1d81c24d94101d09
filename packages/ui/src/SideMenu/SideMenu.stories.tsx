import { ADMIN_MENU, DESIGNER_MENU } from '@runway-live/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { MenuEntry } from './menuTypes';
import { SideMenu } from './SideMenu';
import { StoryRouterLink } from './storyLink';

const meta = {
  title: 'Shell/SideMenu',
  component: SideMenu,
  args: {
    entries: ADMIN_MENU,
    activePath: '/dashboard',
    onNavigate: fn(),
    linkComponent: StoryRouterLink,
  },
  decorators: [
    (Story) => (
      <div style={{ width: '16rem', height: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens every closed section, so that every link is visible. */
async function expandAll(nav: HTMLElement) {
  for (const toggle of within(nav).getAllByRole('button', { expanded: false })) {
    await userEvent.click(toggle);
  }
}

/**
 * The links `entries` should draw, in order. The spec's labels and paths are quoted once, in
 * the domain's menus.test.ts; the stories prove the shell draws whatever it is given.
 */
function expectedLinks(entries: readonly MenuEntry[]): [string, string][] {
  return entries.flatMap((entry) =>
    entry.kind === 'link'
      ? [[entry.label, entry.path] as [string, string]]
      : entry.items.map((item) => [item.label, item.path] as [string, string]),
  );
}

function linksOf(nav: HTMLElement): [string, string | null][] {
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent ?? '', link.getAttribute('href')]);
}

export const AdminAndStaff: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(
      within(nav)
        .getAllByRole('button')
        .map((toggle) => toggle.textContent),
    ).toEqual(['Marketplace', 'Web Plugin', 'Reports', 'Help']);
    await expandAll(nav);
    await expect(linksOf(nav)).toEqual(expectedLinks(ADMIN_MENU));
  },
};

export const Designer: Story = {
  args: { entries: DESIGNER_MENU },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main menu' });
    await expandAll(nav);
    await expect(linksOf(nav)).toEqual(expectedLinks(DESIGNER_MENU));
  },
};

export const ActiveItem: Story = {
  args: { activePath: '/coupon/view-coupons' },
  play: async ({ canvas }) => {
    // The section holding the current page starts open and marks it; the others stay closed.
    await expect(canvas.getByRole('button', { name: 'Marketplace' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Reports' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('link', { name: 'Coupons' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.tab();
    const marketplace = canvas.getByRole('button', { name: 'Marketplace' });
    await expect(marketplace).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(marketplace).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Designers' })).toHaveFocus();
    // Closing the section takes its links out of the tab order again.
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(marketplace).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Web Plugin' })).toHaveFocus();
    // Following a link reports the path (the mobile drawer closes on it).
    await userEvent.click(canvas.getByRole('link', { name: 'Dashboard' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/dashboard');
  },
};

export const WithIcons: Story = {
  play: async ({ canvas }) => {
    await expandAll(canvas.getByRole('navigation', { name: 'Main menu' }));
    // Every entry draws its icon before the label; the icons stay out of the names.
    for (const item of [...canvas.getAllByRole('link'), ...canvas.getAllByRole('button')]) {
      const icon = item.querySelector('svg');
      await expect(icon).not.toBeNull();
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAccessibleName('Dashboard');
  },
};

/** Another marketplace app's menu: the shell draws whatever entries it is given. */
const shopMenu: readonly MenuEntry[] = [
  { kind: 'link', label: 'Home', path: '/home', icon: 'layout-dashboard' },
  {
    kind: 'section',
    label: 'Catalogue',
    items: [
      { kind: 'link', label: 'Items', path: '/items' },
      { kind: 'link', label: 'Sizes', path: '/sizes', icon: 'ruler' },
    ],
  },
];

export const AnotherAppsMenu: Story = {
  args: { entries: shopMenu, activePath: '/items/42' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Catalogue' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Items' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // An entry without an icon draws none.
    await expect(canvas.getByRole('link', { name: 'Items' }).querySelector('svg')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Sizes' }).querySelector('svg')).not.toBeNull();
  },
};
