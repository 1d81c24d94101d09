import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EventCalendar } from './EventCalendar';
import type { CalendarItem } from './EventCalendar.types';
import { calendarRange, type CalendarView } from './calendarRange';

const items: CalendarItem[] = [
  {
    id: 'ev-1',
    title: 'Autumn atelier show',
    start: '2026-11-06T00:00:00.000Z',
    durationMinutes: 60,
    status: 'scheduled',
  },
  {
    id: 'ev-2',
    title: 'Knitwear live',
    start: '2026-11-18T15:00:00.000Z',
    durationMinutes: 45,
    status: 'draft',
  },
  {
    id: 'ev-3',
    title: 'Late-night drop',
    // 23:30 on the 25th in New York is already the 26th in UTC.
    start: '2026-11-26T04:30:00.000Z',
    durationMinutes: 30,
    status: 'scheduled',
  },
  {
    id: 'ev-4',
    title: 'Cancelled preview',
    start: '2026-11-27T17:00:00.000Z',
    durationMinutes: 60,
    status: 'cancelled',
  },
];

const busyDay: CalendarItem[] = Array.from({ length: 6 }, (_, index) => ({
  id: `busy-${index}`,
  title: `Fashion Week show ${index + 1}`,
  start: `2026-11-12T${String(14 + index).padStart(2, '0')}:00:00.000Z`,
  durationMinutes: 30,
  status: 'scheduled',
}));

const meta = {
  title: 'Data/EventCalendar',
  component: EventCalendar,
  args: {
    caption: 'Events',
    items,
    view: 'month',
    date: '2026-11-25',
    today: '2026-11-25',
    timeZone: 'America/New_York',
    onDateChange: fn(),
    onViewChange: fn(),
    getItemHref: (item: CalendarItem) => `/event/event-detail/${item.id}`,
  },
} satisfies Meta<typeof EventCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Month: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'November 2026' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Events, November 2026' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    const link = canvas.getByRole('link', { name: /Autumn atelier show/ });
    await expect(link).toHaveAttribute('href', '/event/event-detail/ev-1');
    await expect(link).toHaveAccessibleName('19:00 Autumn atelier show (Scheduled)');
    await expect(canvas.getByText('Times in New York (EST)')).toBeVisible();
  },
};

export const LateShowStaysOnItsDay: Story = {
  play: async ({ canvas }) => {
    const today = cellMatching(canvas.getByRole('table'), '[aria-current="date"]');
    await expect(within(today).getByRole('link', { name: /Late-night drop/ })).toBeVisible();
    await expect(within(today).getByText('23:30')).toBeVisible();
  },
};

export const Week: Story = {
  args: { view: 'week' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '23 – 29 Nov 2026' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Wed 25' })).toBeVisible();
    // On the grid a show shows its start; its end is read out with it.
    await expect(
      canvas.getByRole('link', { name: /^23:30 to 00:00 Late-night drop/ }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: /^12:00 to 13:00 Cancelled preview/ }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Knitwear live/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/**
 * The week is a time grid: each show sits at its hour and is as tall as it lasts; the
 * hours run from 08:00 to 22:00, widened to the week's earliest and latest show.
 */
export const WeekTimeGrid: Story = {
  args: {
    view: 'week',
    items: [
      ...items,
      {
        id: 'ev-5',
        title: 'Breakfast preview',
        // 06:30 in New York.
        start: '2026-11-24T11:30:00.000Z',
        durationMinutes: 90,
        status: 'scheduled',
      },
      {
        id: 'ev-6',
        title: 'Overlapping drop',
        start: '2026-11-24T12:00:00.000Z',
        durationMinutes: 30,
        status: 'draft',
      },
    ],
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Events, 23 – 29 Nov 2026' });
    const hours = within(table).getByRole('rowheader');
    await expect(hours).toHaveTextContent(/^Hours06:0007:00/);
    await expect(hours).toHaveTextContent(/23:00$/);
    const box = (name: RegExp) =>
      canvas.getByRole('link', { name }).closest('li')!.getBoundingClientRect();
    const breakfast = box(/Breakfast preview/);
    const overlapping = box(/Overlapping drop/);
    const late = box(/Late-night drop/);
    const column = hours.getBoundingClientRect();
    // 06:30 is half an hour below the grid's top (06:00); 90 minutes is three half hours.
    const hour = (column.height - 2) / 18;
    await expect(breakfast.top - column.top).toBeCloseTo(hour / 2, -1);
    await expect(breakfast.height).toBeCloseTo(hour * 1.5, -1);
    // Shows at the same time stand side by side, not on top of each other.
    await expect(overlapping.left).toBeGreaterThanOrEqual(breakfast.right - 1);
    // 23:30 sits in the grid's last hour.
    await expect(late.top).toBeGreaterThan(column.bottom - hour);
  },
};

/** From a month, the week view opens on the month's first week (or today's, in this month). */
export const WeekFollowsTheMonth: Story = {
  render: () => <Stateful />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByRole('heading', { name: 'January 2027' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Week' }));
    // 1 January 2027 is a Friday: the month's first week is the one from Monday the 4th.
    await expect(canvas.getByRole('heading', { name: '4 – 10 Jan 2027' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Month' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    // Back in the month that holds today: today's week.
    await userEvent.click(canvas.getByRole('button', { name: 'Week' }));
    await expect(canvas.getByRole('heading', { name: '23 – 29 Nov 2026' })).toBeVisible();
  },
};

/** On a phone the month is an agenda: the days that hold a show, nothing sideways. */
export const AgendaOnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    const agenda = canvas.getByRole('list', { name: 'Events, November 2026' });
    const days = within(agenda).getAllByRole('heading', { level: 3 });
    await expect(days.map((day) => day.textContent)).toEqual([
      'Thursday 5 November 2026',
      'Wednesday 18 November 2026',
      'Wednesday 25 November 2026 · Today',
      'Friday 27 November 2026',
    ]);
    await expect(canvas.getByRole('link', { name: /Late-night drop/ })).toHaveAccessibleName(
      '23:30–00:00 Late-night drop (Scheduled)',
    );
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Nothing is scheduled in this period.',
    );
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

export const ManyEventsPerDay: Story = {
  args: { items: busyDay },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    const more = canvas.getByRole('button', { name: '+3 more on Thursday 12 November 2026' });
    await userEvent.click(more);
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
    await expect(canvas.queryByRole('button', { name: /more/ })).toBeNull();
  },
};

export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const WithError: Story = {
  args: { items: [], error: 'The events could not be loaded.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The events could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Navigates: Story = {
  play: async ({ canvas, args }) => {
    // A month away is that month's first week (a week view opened there shows it).
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(args.onDateChange).toHaveBeenLastCalledWith('2026-12-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await expect(args.onDateChange).toHaveBeenLastCalledWith('2026-10-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Today' }));
    await expect(args.onDateChange).toHaveBeenLastCalledWith('2026-11-25');
    await userEvent.click(canvas.getByRole('button', { name: 'Week' }));
    await expect(args.onViewChange).toHaveBeenLastCalledWith('week', '2026-11-25');
  },
};

/** The app's side: keeps the view and the date (in the URL, in the console). */
function Stateful() {
  const [view, setView] = useState<CalendarView>('month');
  const [date, setDate] = useState('2026-11-25');
  const range = calendarRange(view, date, 'America/New_York');
  return (
    <>
      <EventCalendar
        caption="Events"
        items={items}
        view={view}
        date={date}
        today="2026-11-25"
        timeZone="America/New_York"
        onDateChange={setDate}
        onViewChange={(next, day) => {
          setView(next);
          setDate(day);
        }}
        getItemHref={(item) => `#${item.id}`}
      />
      <p>
        Requested {range.from} to {range.to}
      </p>
    </>
  );
}

export const KeyboardOnly: Story = {
  render: () => <Stateful />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Requested 2026-10-26T04:00:00.000Z to 2026-12-07T05:00:00.000Z'),
    ).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous month' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next month' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { name: 'December 2026' })).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Week' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('heading', { name: '30 Nov – 6 Dec 2026' })).toBeVisible();
  },
};

function cellMatching(table: HTMLElement, selector: string): HTMLElement {
  const cell = table.querySelector<HTMLElement>(selector);
  if (!cell) throw new Error(`No cell matches ${selector}`);
  return cell;
}
