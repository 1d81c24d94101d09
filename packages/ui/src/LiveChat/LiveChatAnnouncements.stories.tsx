import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { LiveChat } from './LiveChat';
import { announcer, at, chatStories } from './storyHarness';

/** What the polite live region says, and what it keeps quiet. */
const meta = {
  title: 'Live/LiveChat/Announcements',
  component: LiveChat,
  ...chatStories,
} satisfies Meta<typeof LiveChat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LiveRegion: Story = {
  args: {
    messages: [],
    loading: true,
    incoming: [
      { id: 'n1', authorId: 'u-cleo', authorName: 'Cleo', text: 'Is it lined?', createdAt: at(6) },
      { id: 'n2', authorId: 'u-me', authorName: 'Me', text: 'Mine', createdAt: at(7) },
    ],
  } as Story['args'],
  play: async ({ canvas, canvasElement }) => {
    const region = announcer(canvasElement);
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByText('Loading the chat…')).toBeVisible();
    // The history is not news: it fills the log, the live region stays silent.
    await userEvent.click(canvas.getByRole('button', { name: 'Load the history' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(region).toHaveTextContent(/^$/);
    // The log itself is not a live region; only the new message is spoken.
    await expect(canvas.getByRole('region', { name: 'Chat messages' })).not.toHaveAttribute(
      'aria-live',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Receive a message' }));
    await expect(region).toHaveTextContent('Cleo: Is it lined?');
    // The viewer's own message is not read back to them.
    await userEvent.click(canvas.getByRole('button', { name: 'Receive a message' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(region).toHaveTextContent('Cleo: Is it lined?');
  },
};

/** A message deleted for everyone leaves the live region too: it is never read again. */
export const DeletedMessageLeavesTheLiveRegion: Story = {
  args: {
    incoming: [
      { id: 'n1', authorId: 'u-cleo', authorName: 'Cleo', text: 'Is it lined?', createdAt: at(6) },
      { id: 'n2', authorId: 'u-troll', authorName: 'Troll', text: 'rude words', createdAt: at(7) },
    ],
  } as Story['args'],
  play: async ({ canvas, canvasElement }) => {
    const region = announcer(canvasElement);
    const receive = canvas.getByRole('button', { name: 'Receive a message' });
    await userEvent.click(receive);
    await userEvent.click(receive);
    await expect(region).toHaveTextContent('Troll: rude words');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete the last message' }));
    await expect(canvas.queryByText('rude words')).toBeNull();
    await expect(region).not.toHaveTextContent('rude words');
    await expect(region).toHaveTextContent(/^$/);
  },
};
