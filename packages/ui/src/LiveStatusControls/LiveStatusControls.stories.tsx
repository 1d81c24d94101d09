import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LiveStatusControls } from './LiveStatusControls';

const START = 1_700_000_000_000;

const meta = {
  title: 'Live/LiveStatusControls',
  component: LiveStatusControls,
  args: {
    title: 'Spring drop',
    statusLabel: 'Scheduled',
    canGoLive: true,
    canEnd: false,
    onGoLive: fn(),
    onEnd: fn(),
    now: () => START + 90_000,
  },
} satisfies Meta<typeof LiveStatusControls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GoLiveAsksFirst: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: /pause/i })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Go live' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Go live now?' });
    await expect(dialog).toHaveTextContent(
      '“Spring drop” goes live. Viewers see it live from now on.',
    );
    // Cancel is focused first: Enter does not start the show by accident.
    await expect(within(dialog).getByRole('button', { name: 'Not now' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go live' }));
    await expect(args.onGoLive).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** Going live with no stream or long before the start: the confirmation warns first. */
export const GoLiveWarns: Story = {
  args: {
    goLiveWarnings: () => [
      'No stream URL is set: viewers will see no video until you add one.',
      'The show is announced for Wed 1 Jul 2026, 19:00 · New York (EDT), more than an hour from now.',
    ],
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go live' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Go live now?' });
    await expect(dialog).toHaveTextContent('Before you go live:');
    const warnings = within(dialog).getAllByRole('listitem');
    await expect(warnings.map((item) => item.textContent)).toEqual(args.goLiveWarnings?.());
    await expect(within(dialog).queryByRole('button', { name: 'Go live' })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Not now' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go live anyway' }));
    await expect(args.onGoLive).toHaveBeenCalledOnce();
  },
};

/** On the show's page the header says the status: the controls leave it out. */
export const WithoutAStatusBadge: Story = {
  args: { statusLabel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Scheduled')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Go live' })).toBeVisible();
  },
};

export const CancelKeepsTheShow: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go live' }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(args.onGoLive).not.toHaveBeenCalled();
  },
};

export const Rehearsal: Story = {
  args: { rehearsal: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rehearsal')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go live' }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('It is a rehearsal: it stays private');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
  },
};

export const LiveWithTimer: Story = {
  args: { statusLabel: 'Live', canGoLive: false, canEnd: true, startedAt: START },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('timer')).toHaveAccessibleName('Live for 1:30');
    await userEvent.click(canvas.getByRole('button', { name: 'End the show' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'End the show?' });
    await expect(dialog).toHaveTextContent('viewers are offered the replay');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End the show' }));
    await expect(args.onEnd).toHaveBeenCalledOnce();
  },
};

export const RefusedStaysOpen: Story = {
  args: { onGoLive: fn(() => Promise.reject(new Error('refused'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go live' }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go live' }));
    // The app shows why; the host may try again.
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
  },
};

export const Offline: Story = {
  args: { disabled: true, canEnd: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Go live' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'End the show' })).toBeDisabled();
  },
};
