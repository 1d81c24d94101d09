import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Controls/Checkbox',
  component: Checkbox,
  args: { label: 'Designer', name: 'design', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Designer' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Designer'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Designer' });
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
  },
};

export const WithError: Story = {
  args: { label: 'I accept the terms', name: 'terms', error: 'This field is required' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I accept the terms' });
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription('This field is required');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Designer' });
    await expect(box).toBeDisabled();
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox', { name: 'Designer' });
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};
