import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppShellSkeleton } from './AppShellSkeleton';

const meta = {
  title: 'Shell/AppShellSkeleton',
  component: AppShellSkeleton,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppShellSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WhileTheShellLoads: Story = {
  args: { label: 'Loading the console' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Loading the console' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    // The page has its one h1 while it loads (axe: page-has-heading-one), for screen readers.
    const heading = canvas.getByRole('heading', { level: 1, name: 'Loading the console' });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    // The header bar's outline is drawn at once, where the header will be.
    await expect(status.firstElementChild!.getBoundingClientRect().height).toBe(55);
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
