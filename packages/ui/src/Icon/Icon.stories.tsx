import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon } from './Icon';
import { ICONS, type IconName } from './icons';

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  args: { name: 'layout-dashboard' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    // Decorative: the control around an icon names it.
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('focusable', 'false');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--rl-space-3)', alignItems: 'center' }}>
      <Icon {...args} size="sm" data-testid="sm" />
      <Icon {...args} size="md" data-testid="md" />
      <Icon {...args} size="lg" data-testid="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    const width = (id: string) => canvas.getByTestId(id).getBoundingClientRect().width;
    // iconSm, iconMd and iconLg: 1rem, 1.25rem and 1.5rem.
    await expect([width('sm'), width('md'), width('lg')]).toEqual([16, 20, 24]);
  },
};

const names = Object.keys(ICONS) as IconName[];

/** The whole set, each drawing beside the key a menu entry names it by. */
export const Set: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
        gap: 'var(--rl-space-3)',
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {names.map((name) => (
        <li key={name} style={{ display: 'flex', gap: 'var(--rl-space-2)', alignItems: 'center' }}>
          <Icon name={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(names.length);
    for (const item of items) await expect(item.querySelector('svg')).not.toBeNull();
  },
};
