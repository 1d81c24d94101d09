import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryRouterLink } from '../SideMenu/storyLink';
import { StatCard } from './StatCard';

const meta = {
  title: 'Data/StatCard',
  component: StatCard,
  args: { label: 'Designers', value: '128', icon: 'users' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Designers' });
    await expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Designers');
    await expect(within(card).getByText('128')).toBeVisible();
    await expect(card).not.toHaveAttribute('aria-busy');
  },
};

export const Rising: Story = {
  args: { delta: { text: '+12% on last month', trend: 'up' } },
  play: async ({ canvas }) => {
    // The words carry the direction; the colour only repeats it.
    const delta = canvas.getByText('+12% on last month');
    await expect(delta.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Falling: Story = {
  args: {
    label: 'Orders',
    value: '42',
    icon: 'shopping-bag',
    delta: { text: '−3 on last week', trend: 'down' },
    hint: 'Paid and shipped orders',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('−3 on last week')).toBeVisible();
    await expect(canvas.getByText('Paid and shipped orders')).toBeVisible();
  },
};

const onFollow = fn();

export const WithLink: Story = {
  args: {
    link: { label: 'View all', href: '/designer/view-designers' },
    linkComponent: (props) => <StoryRouterLink {...props} onClick={onFollow} />,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'View all' });
    await expect(link).toHaveAttribute('href', '/designer/view-designers');
    // Several cards say "View all": each link is described by its card's label.
    await expect(link).toHaveAccessibleDescription('Designers');
    await userEvent.click(link);
    await expect(onFollow).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { loading: true, delta: { text: '+12% on last month', trend: 'up' } },
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('region', { name: 'Designers' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('[data-skeleton]')).not.toBeNull();
    await expect(canvas.queryByText('128')).toBeNull();
    await expect(canvas.queryByText('+12% on last month')).toBeNull();
  },
};

export const Failed: Story = {
  args: { error: 'Could not load this figure.', delta: { text: '+1', trend: 'up' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Could not load this figure.')).toBeVisible();
    await expect(canvas.queryByText('128')).toBeNull();
    await expect(canvas.queryByText('+1')).toBeNull();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  args: {
    label: 'Orders waiting for shipment this week',
    value: '12,480,096',
    delta: { text: '+1,204 on last week', trend: 'up' },
    link: { label: 'View all', href: '/orders' },
  },
  play: async ({ canvas, canvasElement }) => {
    // A long label and a big figure wrap inside the card: nothing scrolls sideways.
    await expect(canvas.getByText('12,480,096')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
