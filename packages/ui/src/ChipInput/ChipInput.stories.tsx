import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChipInput, type ChipInputProps, type ChipOption } from './ChipInput';

const colors: ChipOption[] = [
  { value: 'Black', label: 'Black', swatch: '#000000', description: '#000000' },
  { value: 'Ivory', label: 'Ivory', swatch: '#FFFFF0', description: '#FFFFF0' },
  { value: 'Navy', label: 'Navy', swatch: '#1F2A44', description: '#1F2A44' },
  { value: 'Red', label: 'Red', swatch: '#B3261E', description: '#B3261E' },
  { value: 'Floral', label: 'Floral', description: 'Pattern' },
];

/** Holds the value as a form does. */
function Controlled(props: ChipInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ChipInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Controls/ChipInput',
  component: ChipInput,
  args: {
    label: 'Colours',
    options: colors,
    value: [],
    onChange: fn(),
    placeholder: 'Type a colour',
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ChipInput>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const chips = (canvas: Canvas) =>
  canvas.queryByRole('list', { name: 'Colours: chosen' })
    ? within(canvas.getByRole('list', { name: 'Colours: chosen' }))
        .getAllByRole('listitem')
        .map((chip) => chip.textContent)
    : [];

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Colours' });
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(input);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('option')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('option', { name: 'Navy #1F2A44' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Navy']);
    // A pick closes the list, so it does not cover the form; focus stays in the input.
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveFocus();
    await expect(chips(canvas)).toEqual(['Navy#1F2A44']);
    // Arrow Down opens it again for the next pick, without the picked one.
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.queryByRole('option', { name: /Navy/ })).toBeNull();
  },
};

export const TypeaheadAndEnter: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Colours' });
    await userEvent.type(input, 'iv');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Ivory#FFFFF0',
    ]);
    // The first match is highlighted: the input points at it.
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      canvas.getByRole('option', { name: /Ivory/ }).id,
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Ivory']);
    await expect(input).toHaveValue('');
    // Searching the description (a hex code) works too; arrows move the highlight.
    await userEvent.type(input, '#');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Ivory', 'Navy']);
    await expect(chips(canvas)).toEqual(['Ivory#FFFFF0', 'Navy#1F2A44']);
  },
};

export const RemoveChips: Story = {
  args: { value: ['Black', 'Red', 'Floral'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Red' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Black', 'Floral']);
    const input = canvas.getByRole('combobox', { name: 'Colours' });
    await expect(input).toHaveFocus();
    // Backspace in the empty input removes the last chip.
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Black']);
    await expect(chips(canvas)).toEqual(['Black#000000']);
    // Backspace while typing only edits the text.
    await userEvent.keyboard('bl{Backspace}');
    await expect(input).toHaveValue('b');
    await expect(chips(canvas)).toEqual(['Black#000000']);
  },
};

/** A value the options do not hold (a colour since retired) shows by its value. */
export const UnknownValue: Story = {
  args: { value: ['Black', 'Mauve'] },
  play: async ({ canvas, args }) => {
    await expect(chips(canvas)).toEqual(['Black#000000', 'Mauve']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Mauve' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Black']);
  },
};

export const NoOptions: Story = {
  args: { noOptionsText: 'No colour matches' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Colours' }), 'Chartreuse');
    await expect(canvas.getByRole('status')).toHaveTextContent('No colour matches');
    await expect(canvas.queryByRole('option')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const BlurPicksNothing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Colours' }), 'na');
    await userEvent.tab();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('combobox', { name: 'Colours' })).toHaveValue('');
  },
};

export const WithErrorAndHint: Story = {
  args: {
    required: true,
    error: 'This field is required',
    hint: 'The colours this product comes in.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Colours' });
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(
      'This field is required The colours this product comes in.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: ['Black', 'Ivory'] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: 'Colours' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove Black' })).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const InAForm: Story = {
  args: { name: 'colors', value: ['Navy', 'Floral'] },
  render: (args) => (
    <form aria-label="Product">
      <Controlled {...args} />
    </form>
  ),
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Product' }) as HTMLFormElement;
    await expect(new FormData(form).getAll('colors')).toEqual(['Navy', 'Floral']);
  },
};

/** Many chips wrap inside the field on a phone; nothing scrolls sideways. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  args: { value: colors.map((color) => color.value) },
  play: async ({ canvas, canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await expect(chips(canvas)).toHaveLength(5);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Colours' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('No options match');
  },
};
