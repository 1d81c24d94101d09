import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { messages } from '@runway-live/domain';
import { Button } from '../Button/Button';
import { TextAreaField } from './TextAreaField';

const meta = {
  title: 'Controls/TextAreaField',
  component: TextAreaField,
  args: { label: 'About', name: 'about', maxLength: 200, onChange: fn() },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'About' });
    await expect(canvas.getByText('0/200')).toBeVisible();
    await userEvent.type(box, 'Hand-made{enter}in Leeds');
    await expect(box).toHaveValue('Hand-made\nin Leeds');
    await expect(canvas.getByText('18/200')).toBeVisible();
    await expect(box).toHaveAccessibleDescription('18 of 200 characters');
    await expect(args.onChange).toHaveBeenCalledTimes('Hand-made\nin Leeds'.length);
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Knitwear from Shetland wool.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'About' });
    await expect(box).toHaveValue('Knitwear from Shetland wool.');
    await expect(canvas.getByText('28/200')).toBeVisible();
    await userEvent.clear(box);
    await expect(canvas.getByText('0/200')).toBeVisible();
  },
};

export const AtTheLimit: Story = {
  args: { label: 'Reason', name: 'reason', maxLength: 10 },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Reason' });
    await userEvent.type(box, 'Too many letters');
    // The browser stops at maxLength, and the count says so.
    await expect(box).toHaveValue('Too many l');
    await expect(box).toHaveAccessibleDescription('10 of 10 characters');
  },
};

export const OverTheLimit: Story = {
  // Text saved before a limit was lowered is shown whole; the count tells the writer to cut.
  args: { label: 'Reason', name: 'reason', maxLength: 10, defaultValue: 'Twelve chars' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12/10')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reason' }), '{backspace}{backspace}');
    await expect(canvas.getByText('10/10')).toBeVisible();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [text, setText] = useState('Ships in a week');
    return (
      <>
        <TextAreaField {...args} value={text} onChange={(event) => setText(event.target.value)} />
        <Button variant="secondary" onClick={() => setText('')}>
          Start again
        </Button>
      </>
    );
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'About' });
    await expect(canvas.getByText('15/200')).toBeVisible();
    await userEvent.type(box, '!');
    await expect(canvas.getByText('16/200')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start again' }));
    await expect(box).toHaveValue('');
    await expect(canvas.getByText('0/200')).toBeVisible();
  },
};

/** A form library writing the element's value itself, as react-hook-form's reset does. */
export const WrittenByAForm: Story = {
  render: function Render(args) {
    const box = useRef<HTMLTextAreaElement>(null);
    const [, setLoads] = useState(0);
    return (
      <>
        <TextAreaField {...args} ref={box} />
        <Button
          variant="secondary"
          onClick={() => {
            if (box.current) box.current.value = 'Saved about text';
            setLoads((loads) => loads + 1);
          }}
        >
          Load saved text
        </Button>
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load saved text' }));
    await expect(canvas.getByRole('textbox', { name: 'About' })).toHaveValue('Saved about text');
    await expect(canvas.getByText('16/200')).toBeVisible();
  },
};

export const WithoutCount: Story = {
  args: { maxLength: undefined },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'About' });
    await userEvent.type(box, 'No limit here');
    await expect(canvas.queryByText(/\/200/)).toBeNull();
    await expect(box).not.toHaveAttribute('aria-describedby');
  },
};

export const WithHint: Story = {
  args: { hint: 'A few lines shoppers see on your page' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'About' })).toHaveAccessibleDescription(
      'A few lines shoppers see on your page 0 of 200 characters',
    );
  },
};

export const WithError: Story = {
  args: { error: messages.required },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'About' });
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription('This field is required 0 of 200 characters');
    await expect(canvas.getByRole('alert')).toHaveTextContent('This field is required');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'About' });
    await expect(box).toBeRequired();
    // The browser's own check stays off: the form's schema says what is missing.
    await expect(box).not.toHaveAttribute('required');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Knitwear' },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'About' });
    await expect(box).toBeDisabled();
    await userEvent.type(box, 'x');
    await expect(box).toHaveValue('Knitwear');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const box = canvas.getByRole('textbox', { name: 'About' });
    await expect(box).toHaveFocus();
    await userEvent.keyboard('Hi');
    await expect(box).toHaveValue('Hi');
  },
};
