import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messages } from '@runway-live/domain';
import { DateTimeField, type DateTimeValue } from './DateTimeField';
import { browserTimeZone } from './zonedTime';

const meta = {
  title: 'Controls/DateTimeField',
  component: DateTimeField,
  args: {
    label: 'Starts',
    name: 'scheduledAt',
    timeZone: 'America/New_York',
    timeZones: ['America/New_York', 'Europe/Paris', 'Asia/Tokyo', 'UTC'],
    onChange: fn(),
  },
} satisfies Meta<typeof DateTimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Types part of a city into the zone picker and picks the zone it offers. */
async function pickZone(canvasElement: HTMLElement, typed: string, zone: string) {
  const canvas = within(canvasElement);
  const picker = canvas.getByRole('combobox', { name: 'Time zone' });
  await userEvent.tripleClick(picker);
  await userEvent.keyboard(typed);
  await userEvent.click(await canvas.findByRole('option', { name: new RegExp(zone) }));
}

export const SummerInNewYork: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Date'), '2026-07-01');
    await userEvent.type(canvas.getByLabelText('Time'), '19:00');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      instant: '2026-07-01T23:00:00.000Z',
      timeZone: 'America/New_York',
    });
    await expect(canvas.getByText('Wed 1 Jul 2026, 19:00 · New York (EDT)')).toBeVisible();
  },
};

export const WinterInNewYork: Story = {
  args: { value: '2026-12-02T00:00:00.000Z' },
  play: async ({ canvas }) => {
    // Midnight UTC is still the evening before in New York, on standard time.
    await expect(canvas.getByLabelText('Date')).toHaveValue('2026-12-01');
    await expect(canvas.getByLabelText('Time')).toHaveValue('19:00');
    await expect(canvas.getByText('Tue 1 Dec 2026, 19:00 · New York (EST)')).toBeVisible();
  },
};

export const ChangesZone: Story = {
  args: { value: '2026-07-01T23:00:00.000Z' },
  play: async ({ canvas, canvasElement, args }) => {
    await pickZone(canvasElement, 'paris', 'Europe/Paris');
    // The wall-clock reading stays 19:00; the instant moves with the zone.
    await expect(args.onChange).toHaveBeenLastCalledWith({
      instant: '2026-07-01T17:00:00.000Z',
      timeZone: 'Europe/Paris',
    });
    await expect(canvas.getByText('Wed 1 Jul 2026, 19:00 · Paris (GMT+2)')).toBeVisible();
  },
};

export const Incomplete: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Date'), '2026-07-01');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      instant: null,
      timeZone: 'America/New_York',
    });
    await expect(canvas.getByText('Pick a date and a time')).toBeVisible();
  },
};

export const BrowserZone: Story = {
  args: { timeZone: undefined, timeZones: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Time zone' })).toHaveValue(
      browserTimeZone().replace(/_/g, ' '),
    );
  },
};

/** Every zone the browser knows, found by typing part of a city or what it is called now. */
export const SearchesZones: Story = {
  args: { timeZones: undefined, value: '2026-07-01T23:00:00.000Z' },
  play: async ({ canvas, canvasElement, args }) => {
    const picker = canvas.getByRole('combobox', { name: 'Time zone' });
    await userEvent.tripleClick(picker);
    await userEvent.keyboard('buenos');
    await expect(canvas.getAllByRole('option')).toHaveLength(1);
    await userEvent.tripleClick(picker);
    await userEvent.keyboard('nowhere at all');
    await expect(canvas.getByText('No time zone matches')).toBeVisible();
    await pickZone(canvasElement, 'tokyo', 'Asia/Tokyo');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      instant: '2026-07-01T10:00:00.000Z',
      timeZone: 'Asia/Tokyo',
    });
    await expect(picker).toHaveValue('Asia/Tokyo');
    await expect(canvas.getByText('Wed 1 Jul 2026, 19:00 · Tokyo (GMT+9)')).toBeVisible();
  },
};

/** A parent that keeps the value, as a form does: the field echoes what it gave out. */
function Controlled(props: { onChange: (value: DateTimeValue) => void }) {
  const [value, setValue] = useState<DateTimeValue>({
    instant: '2026-03-08T23:30:00.000Z',
    timeZone: 'America/New_York',
  });
  return (
    <>
      <DateTimeField
        label="Starts"
        value={value.instant}
        timeZone={value.timeZone}
        timeZones={['America/New_York', 'Asia/Tokyo']}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
      <p>Stored: {value.instant ?? 'nothing'}</p>
    </>
  );
}

export const KeepsTheValueInAForm: Story = {
  render: (args) => <Controlled onChange={args.onChange ?? (() => undefined)} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Stored: 2026-03-08T23:30:00.000Z')).toBeVisible();
    await pickZone(canvasElement, 'Tokyo', 'Asia/Tokyo');
    await expect(canvas.getByText('Stored: 2026-03-08T10:30:00.000Z')).toBeVisible();
    await expect(canvas.getByLabelText('Time')).toHaveValue('19:30');
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Date')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByLabelText('Time')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Time zone' })).toHaveFocus();
  },
};

export const WithError: Story = {
  args: { error: messages.required, required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /Starts/ })).toHaveAccessibleDescription(
      /This field is required/,
    );
    await expect(canvas.getByLabelText('Date')).toBeInvalid();
    // A form finds its first invalid control by the field's name: the date part holds it.
    await expect(canvas.getByLabelText('Date')).toHaveAttribute('name', 'scheduledAt');
    await expect(canvas.getByLabelText('Time')).toHaveAttribute('name', 'scheduledAt-time');
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: '2026-07-01T23:00:00.000Z' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Date')).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Time zone' })).toBeDisabled();
  },
};
