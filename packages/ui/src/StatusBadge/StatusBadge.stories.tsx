import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Feedback/StatusBadge',
  component: StatusBadge,
  args: { status: 'live' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Live')).toBeVisible();
  },
};

export const FromTheApi: Story = {
  args: { status: 'PENDING' },
  play: async ({ canvas }) => {
    // The API's casing is tidied for people.
    await expect(canvas.getByText('Pending')).toBeVisible();
  },
};

export const UnknownStatus: Story = {
  args: { status: 'archived' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Archived')).toBeVisible();
  },
};

export const CustomLabel: Story = {
  args: { status: 'scheduled', label: 'Starts at 19:00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Starts at 19:00')).toBeVisible();
  },
};

export const ScreenTones: Story = {
  render: () => (
    <>
      <StatusBadge status="Archived" tones={{ archived: 'warning' }} />{' '}
      <StatusBadge status="pending" /> <StatusBadge status="draft" />
    </>
  ),
  play: async ({ canvas }) => {
    const colour = (text: string) => getComputedStyle(canvas.getByText(text)).color;
    // A screen's own map wins: 'archived' takes the warning tone 'pending' has by default.
    await expect(colour('Archived')).toBe(colour('Pending'));
    await expect(colour('Archived')).not.toBe(colour('Draft'));
  },
};
