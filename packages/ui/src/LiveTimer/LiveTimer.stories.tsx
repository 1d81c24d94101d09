import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { LiveTimer, elapsedText } from './LiveTimer';

const START = 1_700_000_000_000;
let clock = START + 65_000;

const meta = {
  title: 'Live/LiveTimer',
  component: LiveTimer,
  args: { startedAt: START, now: () => clock },
} satisfies Meta<typeof LiveTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnderAnHour: Story = {
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveAccessibleName('Live for 1:05');
    await expect(timer).toHaveTextContent('Live for1:05');
    // It ticks: the next second reads from the clock again.
    clock = START + 66_000;
    await waitFor(() => expect(timer).toHaveAccessibleName('Live for 1:06'), { timeout: 2500 });
  },
};

export const OverAnHour: Story = {
  args: { startedAt: START, now: () => START + 3_723_000, label: 'On air' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveAccessibleName('On air 1:02:03');
    await expect(canvas.getByText('1:02:03')).toHaveAttribute('datetime', 'PT1H2M3S');
  },
};

export const ClockBehindTheStart: Story = {
  args: { startedAt: START, now: () => START - 5_000 },
  play: async ({ canvas }) => {
    // A host clock a little behind the server's never shows a negative time.
    await expect(canvas.getByRole('timer')).toHaveAccessibleName('Live for 0:00');
    await expect(elapsedText(-1)).toBe('0:00');
  },
};
