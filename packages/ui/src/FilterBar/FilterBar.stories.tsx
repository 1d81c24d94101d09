import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchInput } from '../SearchInput/SearchInput';
import { FilterBar, type DateRange, type FilterBarProps } from './FilterBar';

const eventStatuses = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'live', label: 'Live' },
  { value: 'ended', label: 'Ended' },
];

/** Holds the filters as a list screen keeps them in its URL. */
function FilterBarDemo({ onStatusesChange, onDateRangeChange, ...props }: FilterBarProps) {
  const [statuses, setStatuses] = useState<string[]>([...(props.selectedStatuses ?? [])]);
  const [range, setRange] = useState<DateRange>(props.dateRange ?? { from: '', to: '' });
  return (
    <FilterBar
      {...props}
      selectedStatuses={statuses}
      dateRange={range}
      onStatusesChange={(next) => {
        setStatuses(next);
        onStatusesChange?.(next);
      }}
      onDateRangeChange={(next) => {
        setRange(next);
        onDateRangeChange?.(next);
      }}
      onClear={() => {
        setStatuses([]);
        setRange({ from: '', to: '' });
        props.onClear?.();
      }}
    />
  );
}

const meta = {
  title: 'Data/FilterBar',
  component: FilterBar,
  args: {
    statuses: eventStatuses,
    selectedStatuses: [],
    dateRange: { from: '', to: '' },
    onStatusesChange: fn(),
    onDateRangeChange: fn(),
    onClear: fn(),
    search: <SearchInput label="Search events" onSearch={() => {}} />,
  },
  render: (args) => <FilterBarDemo {...args} />,
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StatusChips: Story = {
  play: async ({ canvas, args }) => {
    const chips = within(canvas.getByRole('group', { name: 'Status' }));
    await userEvent.click(chips.getByRole('button', { name: 'Live' }));
    await userEvent.click(chips.getByRole('button', { name: 'Ended' }));
    await expect(args.onStatusesChange).toHaveBeenLastCalledWith(['live', 'ended']);
    await expect(chips.getByRole('button', { name: 'Live' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Pressing a chip again lets it go.
    await userEvent.click(chips.getByRole('button', { name: 'Live' }));
    await expect(args.onStatusesChange).toHaveBeenLastCalledWith(['ended']);
    await expect(chips.getByRole('button', { name: 'Upcoming' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const DateRangeFilter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('From'), '2026-03-01');
    await expect(args.onDateRangeChange).toHaveBeenLastCalledWith({ from: '2026-03-01', to: '' });
    await expect(canvas.getByLabelText('To')).toHaveAttribute('min', '2026-03-01');
  },
};

export const ReversedDates: Story = {
  args: { dateRange: { from: '2026-03-10', to: '2026-03-01' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('To')).toHaveAccessibleDescription(
      'The From date must be on or before the To date.',
    );
  },
};

export const ClearFilters: Story = {
  args: { selectedStatuses: ['live'], dateRange: { from: '2026-03-01', to: '2026-03-31' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Live' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(canvas.getByLabelText('From')).toHaveValue('');
  },
};
