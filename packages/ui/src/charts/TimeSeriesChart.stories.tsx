import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TimeSeriesChart } from './TimeSeriesChart';
import type { TimeSeriesPoint } from './types';

const days = (count: number, values: (index: number) => Record<string, number>) =>
  Array.from({ length: count }, (_, index): TimeSeriesPoint => ({
    at: new Date(Date.UTC(2026, 10, 1 + index)).toISOString(),
    values: values(index),
  }));

const money = (value: number) => `$${value.toLocaleString('en-US')}`;
const day = (at: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(at),
  );

const week = days(7, (index) => ({
  gmv: [1200, 980, 1430, 1610, 900, 2100, 1750][index]!,
  previousGmv: [800, 1020, 1100, 1300, 1250, 1500, 1400][index]!,
  orders: [12, 9, 14, 15, 8, 21, 17][index]!,
}));

const meta = {
  title: 'Data/Charts/TimeSeriesChart',
  component: TimeSeriesChart,
  args: {
    title: 'Sales by day',
    points: week,
    formatTime: day,
    series: [
      { key: 'gmv', label: 'GMV', format: money },
      { key: 'previousGmv', label: 'GMV, previous period', comparison: true, format: money },
      { key: 'orders', label: 'Orders', kind: 'bar', axis: 'right' },
    ],
  },
} satisfies Meta<typeof TimeSeriesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithComparison: Story = {
  play: async ({ canvas, canvasElement }) => {
    const figure = canvas.getByRole('figure', { name: 'Sales by day' });
    // The legend says which line is which in words; the comparison is dashed, not only grey.
    const legend = within(figure).getByRole('list', { name: 'Legend' });
    await expect(within(legend).getByText('GMV, previous period')).toBeVisible();
    await expect(
      canvasElement.querySelector('.recharts-line-curve[stroke-dasharray="6 4"]'),
    ).not.toBeNull();
    await expect(canvasElement.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(7);
    // The same figures as a table, folded under a toggle.
    await userEvent.click(canvas.getByText('Show the figures as a table'));
    const table = canvas.getByRole('table', { name: 'Sales by day' });
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    const firstDay = within(table).getByRole('rowheader', { name: 'Nov 1' }).closest('tr')!;
    await expect(firstDay).toHaveTextContent('$1,200');
    await expect(firstDay).toHaveTextContent('$800');
    await expect(firstDay).toHaveTextContent('12');
  },
};

export const TooltipByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement);
    // Tab reaches the chart; focus shows the first point, the arrow keys step along.
    await userEvent.tab();
    await expect(canvasElement.querySelector('svg.recharts-surface')).toHaveFocus();
    await expect(await chart.findByText('GMV: $1,200')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await chart.findByText('GMV: $980')).toBeVisible();
    await expect(chart.getByText('Orders: 9')).toBeVisible();
  },
};

const minutes = Array.from({ length: 30 }, (_, index): TimeSeriesPoint => ({
  at: new Date(Date.UTC(2026, 10, 28, 19, index)).toISOString(),
  values: {
    orders: [
      0, 1, 0, 2, 3, 1, 0, 0, 4, 5, 2, 1, 0, 0, 1, 2, 6, 4, 2, 1, 0, 0, 1, 0, 0, 2, 3, 1, 0, 0,
    ][index]!,
  },
}));
const minute = (at: string) =>
  new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(at),
  );

export const WithBands: Story = {
  args: {
    title: 'Orders by minute',
    points: minutes,
    formatTime: minute,
    timeLabel: 'Minute',
    series: [{ key: 'orders', label: 'Orders', kind: 'bar' }],
    bands: [
      { from: '2026-11-28T19:03:00Z', to: '2026-11-28T19:11:00Z', label: 'Wool coat pushed' },
      { from: '2026-11-28T19:15:00Z', to: '2026-11-28T19:20:00Z', label: 'Silk scarf pushed' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.recharts-reference-area')).toHaveLength(2);
    const legend = canvas.getByRole('list', { name: 'Legend' });
    await expect(within(legend).getByText('Wool coat pushed')).toBeVisible();
    await expect(within(legend).getByText('Silk scarf pushed')).toBeVisible();
  },
};

export const TableShown: Story = {
  args: { table: 'shown', title: 'Sales by hour', timeLabel: 'Hour', points: week.slice(0, 3) },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Sales by hour' });
    await expect(within(table).getByRole('columnheader', { name: 'Hour' })).toBeVisible();
    await expect(canvas.queryByText('Show the figures as a table')).toBeNull();
  },
};

export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing in this period.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('figure', { name: 'Sales by day' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvasElement.querySelector('[data-skeleton]')).not.toBeNull();
    await expect(canvasElement.querySelector('.recharts-surface')).toBeNull();
  },
};

export const Failed: Story = {
  args: { error: 'Could not load the report.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the report.');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
