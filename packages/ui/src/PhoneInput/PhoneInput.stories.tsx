import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, type within } from 'storybook/test';
import { listCountries, messages } from '@runway-live/domain';
import { PhoneInput, type PhoneInputProps } from './PhoneInput';

/** The console passes the domain's countries; the register wizard prefers the United States. */
const meta = {
  title: 'Controls/PhoneInput',
  component: PhoneInput,
  args: {
    label: 'Mobile number',
    name: 'mobileNumber',
    countries: listCountries(),
    preferredCountry: 'US',
    onChange: fn(),
    onCountryChange: fn(),
  },
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const pickerOf = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('combobox', { name: 'Country calling code' });

export const Default: Story = {
  play: async ({ canvas }) => {
    const picker = pickerOf(canvas);
    // The preferred country comes first, above the rest, and is picked (spec 9).
    await expect(picker).toHaveValue('US');
    const first = picker.querySelector('option');
    await expect(first).toHaveValue('US');
    await expect(first).toHaveTextContent('🇺🇸 +1 United States');
    // Listed once: the rest follow in the caller's order.
    await expect(picker.querySelectorAll('option[value="US"]')).toHaveLength(1);
    const input = canvas.getByLabelText('Mobile number');
    await userEvent.type(input, '+1 (201) 555-0123');
    await expect(input).toHaveValue('+12015550123');
  },
};

export const ChoosingCanada: Story = {
  name: '#10.19 choosing Canada writes +1',
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Mobile number');
    await userEvent.selectOptions(pickerOf(canvas), 'CA');
    await expect(pickerOf(canvas)).toHaveValue('CA');
    await expect(input).toHaveValue('+1');
    await expect(args.onCountryChange).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'CA', callingCode: '1', name: 'Canada' }),
    );
    // The form heard it as a change of the number, and typing goes on after the code.
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.type(input, '4165550123');
    await expect(input).toHaveValue('+14165550123');
  },
};

export const ChoosingFrance: Story = {
  name: '#10.19 choosing France writes +33',
  args: { defaultValue: '+12015550123' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Mobile number');
    await userEvent.selectOptions(pickerOf(canvas), 'FR');
    // The code replaces whatever number was there.
    await expect(input).toHaveValue('+33');
    await expect(pickerOf(canvas).querySelector('option:checked')).toHaveTextContent(
      '🇫🇷 +33 France',
    );
    await expect(args.onCountryChange).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'FR', callingCode: '33' }),
    );
  },
};

export const LettersAreLeftOut: Story = {
  name: '#10.19 typing letters leaves them out',
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Mobile number');
    await userEvent.type(input, 'abc');
    await expect(input).toHaveValue('');
    // Digits and one plus, only in front (spec 5).
    await userEvent.type(input, '44+7a911x');
    await expect(input).toHaveValue('447911');
    await userEvent.clear(input);
    await userEvent.type(input, '+33 six 12');
    await expect(input).toHaveValue('+3312');
  },
};

export const PastedText: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Mobile number');
    await userEvent.click(input);
    await userEvent.paste('tel: +1 (201) 555-0123 ext');
    await expect(input).toHaveValue('+12015550123');
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

export const Filled: Story = {
  args: { defaultValue: '+447911123456', defaultCountry: 'GB' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Mobile number')).toHaveValue('+447911123456');
    await expect(pickerOf(canvas)).toHaveValue('GB');
  },
};

/** The caller keeps the number and the country (a value and onChange, not register). */
function ControlledPhone(props: PhoneInputProps) {
  const [value, setValue] = useState('+1');
  const [country, setCountry] = useState('US');
  return (
    <PhoneInput
      {...props}
      value={value}
      country={country}
      onChange={(event) => {
        props.onChange?.(event);
        setValue(event.target.value);
      }}
      onCountryChange={(picked) => {
        props.onCountryChange?.(picked);
        setCountry(picked.code);
      }}
    />
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledPhone {...args} />,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Mobile number');
    await expect(input).toHaveValue('+1');
    await userEvent.type(input, 'x2015550123');
    await expect(input).toHaveValue('+12015550123');
    await userEvent.selectOptions(pickerOf(canvas), 'FR');
    await expect(input).toHaveValue('+33');
    await expect(pickerOf(canvas)).toHaveValue('FR');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Mobile number/);
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { defaultValue: '+1201', error: messages.mobileDigits, required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Mobile number/);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter 8-14 numbers');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter 8-14 numbers');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Mobile number')).toBeDisabled();
    await expect(pickerOf(canvas)).toBeDisabled();
  },
};

/** A phone field of a form with no picker (the designer application): the same filter. */
export const WithoutPicker: Story = {
  args: { label: 'Business telephone', countries: undefined, preferredCountry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    const input = canvas.getByLabelText('Business telephone');
    await userEvent.type(input, '+1 201 CALL 0100');
    await expect(input).toHaveValue('+12010100');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(pickerOf(canvas)).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByLabelText('Mobile number')).toHaveFocus();
  },
};
