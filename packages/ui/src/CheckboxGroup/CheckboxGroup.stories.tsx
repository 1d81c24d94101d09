import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { messages } from '@runway-live/domain';
import { CheckboxGroup } from './CheckboxGroup';

/** The register wizard's step 2 (spec 2.6). */
const companyTypes = [
  { value: 'design', label: 'Designer' },
  { value: 'marketplace', label: 'Marketplace or Retailer' },
  { value: 'skincare', label: 'Beauty/Skincare' },
  { value: 'magazine', label: 'Digital Magazine' },
  { value: 'services', label: 'Services/Booking' },
  { value: 'lifestyle', label: 'Lifestyle/Realty/Auto' },
  { value: 'art', label: 'Art' },
  { value: 'hotels', label: 'Hotels' },
  { value: 'food', label: 'Food/Drink' },
];

const meta = {
  title: 'Controls/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    legend: 'Select one that represents your company',
    options: companyTypes,
    name: 'companyType',
    columns: 3,
    onChange: fn(),
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Select one that represents your company' });
    await expect(group).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Hotels' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Designer' }));
    // The value follows the options' order, not the clicks'.
    await expect(args.onChange).toHaveBeenLastCalledWith(['design', 'hotels']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Hotels' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['design']);
  },
};

export const Filled: Story = {
  args: { defaultValue: ['art', 'food'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Art' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Food/Drink' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Designer' })).not.toBeChecked();
  },
};

export const WithError: Story = {
  args: { error: messages.required },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Select one that represents your company' });
    await expect(group).toHaveAccessibleDescription('This field is required');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    // The asterisk is for the eye; a group cannot carry aria-required, so its name says it.
    const group = canvas.getByRole('group', {
      name: 'Select one that represents your company (required)',
    });
    await expect(group).toBeVisible();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const art = canvas.getByRole('checkbox', { name: 'Art' });
    await expect(art).toBeDisabled();
    await userEvent.click(art);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Designer' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['marketplace']);
  },
};
