import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DiffView } from './DiffView';

const meta = {
  title: 'Data/DiffView',
  component: DiffView,
  args: {
    changes: [
      { field: 'product_price', before: 120, after: 135 },
      { field: 'status', before: 'draft', after: 'active' },
    ],
  },
} satisfies Meta<typeof DiffView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Changed: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Changes' });
    const price = within(region).getByRole('row', { name: /product_price/ });
    await expect(within(price).getByText('120')).toBeVisible();
    await expect(within(price).getByText('135')).toBeVisible();
  },
};

/** A creation: nothing before, each field's first value after. */
export const Created: Story = {
  args: {
    changes: [
      { field: 'name', before: undefined, after: 'Audit teal' },
      { field: 'sizes', before: undefined, after: [{ size: 'S', quantity: 3 }] },
    ],
  },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /name/ });
    await expect(within(row).getByText('—')).toBeVisible();
    await expect(within(row).getByText('Audit teal')).toBeVisible();
  },
};

export const NothingChanged: Story = {
  args: { changes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No field changed.')).toBeVisible();
  },
};
