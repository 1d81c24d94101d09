import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { messages } from '@runway-live/domain';
import { TextField } from './TextField';

const meta = {
  title: 'Controls/TextField',
  component: TextField,
  args: { label: 'E-mail', name: 'email', type: 'email', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('E-mail');
    await userEvent.type(input, 'ada@runway.live');
    await expect(input).toHaveValue('ada@runway.live');
    await expect(args.onChange).toHaveBeenCalledTimes('ada@runway.live'.length);
  },
};

export const Filled: Story = {
  args: { defaultValue: 'ada@runway.live' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('E-mail');
    await expect(input).toHaveValue('ada@runway.live');
    await userEvent.clear(input);
    await expect(input).toHaveValue('');
  },
};

export const WithHint: Story = {
  args: { label: 'Website', name: 'website', type: 'url', hint: 'Your brand’s own site' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Website')).toHaveAccessibleDescription(
      'Your brand’s own site',
    );
  },
};

export const WithError: Story = {
  args: { defaultValue: 'ada@', error: messages.loginEmailInvalid },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('E-mail');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Please enter valid email');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter valid email');
  },
};

export const Required: Story = {
  args: { label: 'Brand name', name: 'brandName', type: 'text', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Brand name' });
    await expect(input).toBeRequired();
    // The mark is visual only; the name stays 'Brand name'.
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ada@runway.live' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('E-mail');
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('ada@runway.live');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('E-mail')).toHaveFocus();
    await userEvent.keyboard('ada');
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('ada');
  },
};
