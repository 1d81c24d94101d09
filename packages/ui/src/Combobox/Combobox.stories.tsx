import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Combobox, type ComboboxOption, type ComboboxProps } from './Combobox';

const brands: ComboboxOption[] = [
  { value: 'u-nord', label: 'Nord', description: 'Nina Nord' },
  { value: 'u-reed', label: 'Reed', description: 'Rob Reed' },
  { value: 'u-vale', label: 'Vale', description: 'Vera Vale' },
];

/** Holds the value as a form does. */
function Controlled(props: ComboboxProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Combobox
      {...props}
      value={value}
      onChange={(next, option) => {
        setValue(next);
        props.onChange(next, option);
      }}
    />
  );
}

const meta = {
  title: 'Controls/Combobox',
  component: Combobox,
  args: {
    label: 'Designer',
    options: brands,
    value: null,
    onChange: fn(),
    placeholder: 'Search designers',
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PicksByTyping: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Designer' });
    await userEvent.type(input, 'ee');
    const listbox = within(canvasElement.ownerDocument.body).getByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['ReedRob Reed']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('u-reed', brands[1]);
    await expect(input).toHaveValue('Reed');
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith(null, null);
  },
};

export const SaysWhenNothingMatches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Designer' }), 'zz');
    await expect(canvas.getByRole('status')).toHaveTextContent('No options match');
  },
};

export const WithError: Story = { args: { error: 'Designer is missing', required: true } };
