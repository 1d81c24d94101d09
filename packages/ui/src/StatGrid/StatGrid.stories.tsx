import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StoryRouterLink } from '../SideMenu/storyLink';
import { StatCard } from '../StatCard/StatCard';
import { StatGrid } from './StatGrid';

/** Cards with more and less in them, as a dashboard has. */
const cards = (
  <>
    <StatCard
      label="Designers"
      value="128"
      icon="users"
      delta={{ text: '+12% on last month', trend: 'up' }}
      hint="Active brands with a payment account"
      link={{ label: 'View all', href: '/designer/view-designers' }}
      linkComponent={StoryRouterLink}
    />
    <StatCard label="Events" value="9" icon="calendar" />
    <StatCard
      label="Orders"
      value="1,204"
      icon="shopping-bag"
      link={{ label: 'View all', href: '/orders' }}
      linkComponent={StoryRouterLink}
    />
    <StatCard label="Products" icon="package" loading />
  </>
);

const meta = {
  title: 'Data/StatGrid',
  component: StatGrid,
  args: { children: cards },
} satisfies Meta<typeof StatGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxes = (regions: HTMLElement[]) => regions.map((region) => region.getBoundingClientRect());

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvas }) => {
    const cardBoxes = boxes(canvas.getAllByRole('region'));
    // One row of four, every card as tall as the tallest.
    await expect(new Set(cardBoxes.map((box) => Math.round(box.top))).size).toBe(1);
    await expect(new Set(cardBoxes.map((box) => Math.round(box.height))).size).toBe(1);
    // The links sit on the same line at the cards' bottoms.
    const links = canvas.getAllByRole('link', { name: 'View all' });
    const [first, second] = boxes(links);
    await expect(first?.top).toBe(second?.top);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const cardBoxes = boxes(canvas.getAllByRole('region'));
    // One column, the cards as wide as each other, nothing off the side.
    await expect(new Set(cardBoxes.map((box) => Math.round(box.left))).size).toBe(1);
    await expect(new Set(cardBoxes.map((box) => Math.round(box.width))).size).toBe(1);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
