import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LiveStatus, countdownText } from './LiveStatus';

// 2026-11-25 19:00 in Paris (18:00 UTC): the headline writes it in the zone it is given.
const START = Date.UTC(2026, 10, 25, 18, 0, 0);
let clock = START - (2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_000);

const meta = {
  title: 'Live/LiveStatus',
  component: LiveStatus,
  args: { phase: 'upcoming', startsAt: START, timeZone: 'Europe/Paris', now: () => clock },
} satisfies Meta<typeof LiveStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UpcomingWithCountdown: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'UpcomingStarts Wed 25 Nov 2026, 19:00 · Paris (GMT+1)',
    );
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveAccessibleName('Starts in 2 days 3 hours 4 minutes 5 seconds');
    await expect(timer).toHaveTextContent('Starts in 2 d 03:04:05');
    // It ticks: the next second reads from the clock again.
    clock += 1000;
    await waitFor(() => expect(timer).toHaveTextContent('Starts in 2 d 03:04:04'), {
      timeout: 2500,
    });
  },
};

/** The start is always written with its zone: the same instant in New York. */
export const StartWithItsZone: Story = {
  args: { timeZone: 'America/New_York' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Starts Wed 25 Nov 2026, 13:00 · New York (EST)',
    );
  },
};

export const CountdownTexts: Story = {
  play: async () => {
    await expect(countdownText(65_000)).toEqual({ short: '01:05', spoken: '1 minute 5 seconds' });
    await expect(countdownText(3_600_000).short).toBe('01:00:00');
    // A part of a second left still counts as a second.
    await expect(countdownText(400).short).toBe('00:01');
    await expect(countdownText(-5).spoken).toBe('0 seconds');
  },
};

export const PastItsStart: Story = {
  args: { now: () => START + 30_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Starting soon')).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

export const Live: Story = {
  args: { phase: 'live' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('LiveLive now');
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

export const EndedWithReplay: Story = {
  args: { phase: 'ended', replayHref: '#replay' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('This show has ended.');
    await expect(canvas.getByRole('link', { name: 'Watch the replay' })).toHaveAttribute(
      'href',
      '#replay',
    );
  },
};

export const EndedReplayInPlace: Story = {
  args: { phase: 'ended', onWatchReplay: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Watch the replay' }));
    await expect(args.onWatchReplay).toHaveBeenCalledOnce();
  },
};

export const EndedNoReplayYet: Story = {
  args: { phase: 'ended' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('This show has ended.');
    await expect(canvas.queryByText('Watch the replay')).toBeNull();
  },
};

export const Cancelled: Story = {
  args: { phase: 'cancelled' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('This show was cancelled.');
  },
};
