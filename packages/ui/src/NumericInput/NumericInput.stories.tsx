import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { messages } from '@runway-live/domain';
import { NumericInput } from './NumericInput';

const meta = {
  title: 'Controls/NumericInput',
  component: NumericInput,
  args: { label: 'Price', name: 'productPrice', onChange: fn() },
} satisfies Meta<typeof NumericInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Price');
    await userEvent.type(input, '1a2.5.0$');
    // Letters, a second point and symbols never reach the input.
    await expect(input).toHaveValue('12.50');
    // Every keystroke still reaches onChange, with the filtered text in its input.
    await expect(args.onChange).toHaveBeenCalledTimes('1a2.5.0$'.length);
  },
};

export const Pasted: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Price');
    await userEvent.click(input);
    await userEvent.paste('$1,299.99');
    await expect(input).toHaveValue('1299.99');
  },
};

export const Filled: Story = {
  args: { defaultValue: '49.9' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Price')).toHaveValue('49.9');
  },
};

export const WithError: Story = {
  args: { error: messages.required },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Price');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('This field is required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '10' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Price')).toBeDisabled();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByLabelText('Price');
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('inputmode', 'decimal');
  },
};
