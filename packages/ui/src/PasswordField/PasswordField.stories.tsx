import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { messages } from '@runway-live/domain';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Controls/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', onChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'secret-8');
    await expect(input).toHaveValue('secret-8');
    await expect(args.onChange).toHaveBeenCalledTimes(8);
  },
};

export const RevealsPassword: Story = {
  args: { defaultValue: 'secret-8' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('secret-8');
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const WithError: Story = {
  args: { label: 'New password', defaultValue: 'short', error: messages.passwordMin },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('New password');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Please enter min 8 characters');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'secret-8' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};
