import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { ConnectionBanner, type ConnectionBannerState } from './ConnectionBanner';

const meta = {
  title: 'Live/ConnectionBanner',
  component: ConnectionBanner,
  args: { state: 'lost' },
} satisfies Meta<typeof ConnectionBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lost: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Connection lost — reconnecting…');
  },
};

export const Reconnected: Story = {
  args: { state: 'reconnected' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Reconnected');
  },
};

export const Connected: Story = {
  args: { state: 'connected' },
  play: async ({ canvas }) => {
    // The polite region stays in the page, empty and flat, so the next change is heard.
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await expect(status.getBoundingClientRect().height).toBe(0);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

function Cycle() {
  const [state, setState] = useState<ConnectionBannerState>('connected');
  return (
    <>
      <button type="button" onClick={() => setState('lost')}>
        Drop
      </button>
      <button type="button" onClick={() => setState('reconnected')}>
        Recover
      </button>
      <ConnectionBanner state={state} messages={{ reconnected: 'Back online' }} />
    </>
  );
}

export const LostThenBack: Story = {
  render: () => <Cycle />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Drop' }));
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Recover' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Back online');
  },
};
