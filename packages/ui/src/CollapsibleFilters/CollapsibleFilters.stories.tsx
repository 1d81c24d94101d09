import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { DateInput } from '../DateInput/DateInput';
import { Select } from '../Select/Select';
import { CollapsibleFilters } from './CollapsibleFilters';

const STATUSES = [
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
];

const meta = {
  title: 'Data/CollapsibleFilters',
  component: CollapsibleFilters,
  args: { activeCount: 1, children: null },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'flex-end' }}>
      <CollapsibleFilters {...args}>
        <Select label="Status" placeholder="All statuses" options={STATUSES} defaultValue="draft" />
        <DateInput label="From" />
        <DateInput label="To" />
      </CollapsibleFilters>
    </div>
  ),
} satisfies Meta<typeof CollapsibleFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a wide screen the filters lie in the row, no button. */
export const Wide: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Filters/ })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toBeVisible();
    await expect(canvas.getByLabelText('From')).toBeVisible();
  },
};

/** On a phone they fold behind one button that says how many are set. */
export const FoldedOnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvas.getByRole('button', { name: 'Filters (1)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('combobox', { name: 'Status' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toBeVisible();
    await expect(canvas.getByLabelText('To')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('combobox', { name: 'Status' })).toBeNull();
  },
};

/** Nothing set: the button says only "Filters". */
export const NoneSet: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  args: { activeCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filters' })).toBeVisible();
  },
};
