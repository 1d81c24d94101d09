import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { messages } from '@runway-live/domain';
import { DateInput } from './DateInput';

const meta = {
  title: 'Controls/DateInput',
  component: DateInput,
  args: { label: 'Start date', name: 'startDate', onChange: fn() },
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Start date');
    await userEvent.type(input, '2026-12-25');
    await expect(input).toHaveValue('2026-12-25');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { defaultValue: '2026-03-01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Start date')).toHaveValue('2026-03-01');
  },
};

export const WithLimits: Story = {
  args: {
    label: 'Shipping date',
    min: '2026-01-01',
    max: '2026-12-31',
    defaultValue: '2027-02-01',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Shipping date');
    await expect(input).toHaveAttribute('min', '2026-01-01');
    // Outside the range the browser itself reports the date as overflowing.
    await expect(input.validity.rangeOverflow).toBe(true);
  },
};

export const WithError: Story = {
  args: { error: messages.required },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Start date');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('This field is required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2026-03-01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Start date')).toBeDisabled();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Start date')).toHaveFocus();
  },
};
