import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { messages } from '@runway-live/domain';
import { Select } from './Select';

const genders = [
  { value: 'women', label: 'Women' },
  { value: 'men', label: 'Men' },
  { value: 'kids', label: 'Kids' },
];

const meta = {
  title: 'Controls/Select',
  component: Select,
  args: {
    label: 'Gender',
    name: 'gender',
    options: genders,
    placeholder: 'Select a gender',
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Gender' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Men');
    await expect(select).toHaveValue('men');
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'kids' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Gender' })).toHaveDisplayValue('Kids');
  },
};

export const WithError: Story = {
  args: { error: messages.required, required: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Gender' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('This field is required');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Gender' })).toBeDisabled();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Gender' })).toHaveFocus();
  },
};
