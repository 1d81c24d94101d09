import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { messages } from '@runway-live/domain';
import { PhoneInput } from './PhoneInput';

const meta = {
  title: 'Controls/PhoneInput',
  component: PhoneInput,
  args: {
    label: 'Mobile number',
    name: 'mobileNumber',
    onChange: fn(),
    onCountryChange: fn(),
  },
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const picker = canvas.getByRole('combobox', { name: 'Country calling code' });
    // The preferred country comes first and is picked (spec 9).
    await expect(picker).toHaveValue('US');
    await expect(picker.querySelector('option')).toHaveValue('US');
    const input = canvas.getByLabelText('Mobile number');
    await userEvent.type(input, '+1 (201) 555-0123');
    await expect(input).toHaveValue('+12015550123');
  },
};

export const OnlyDigitsAndALeadingPlus: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Mobile number');
    await userEvent.type(input, '44+7a911');
    await expect(input).toHaveValue('447911');
  },
};

export const StopsAtFifteen: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Mobile number');
    await userEvent.type(input, '+1234567890123456789');
    await expect(input).toHaveValue('+12345678901234');
    await expect(input).toHaveAttribute('maxlength', '15');
  },
};

export const PickingACountryWritesItsCode: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Mobile number');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Country calling code' }),
      'GB',
    );
    await expect(input).toHaveValue('+44');
    await expect(args.onCountryChange).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'GB', callingCode: '44' }),
    );
    // The form heard it as a change of the number.
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { defaultValue: '+447911123456', defaultCountry: 'GB' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Mobile number')).toHaveValue('+447911123456');
    await expect(canvas.getByRole('combobox', { name: 'Country calling code' })).toHaveValue('GB');
  },
};

export const WithError: Story = {
  args: { defaultValue: '+1201', error: messages.mobileDigits },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Mobile number');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter 8-14 numbers');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Mobile number')).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Country calling code' })).toBeDisabled();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Country calling code' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByLabelText('Mobile number')).toHaveFocus();
  },
};
