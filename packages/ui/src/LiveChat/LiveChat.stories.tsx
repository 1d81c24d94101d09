import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { LiveChat, type LiveChatMessage, type LiveChatProps } from './LiveChat';

const at = (minute: number) => `2026-11-25T19:${String(minute).padStart(2, '0')}:00.000Z`;

const history: LiveChatMessage[] = [
  {
    id: 'm1',
    authorId: 'host-1',
    authorName: 'Maison Aurore',
    authorRole: 'host',
    text: 'Welcome to the winter show! The look book: https://shop.example/looks/winter.',
    createdAt: at(0),
  },
  { id: 'm2', authorId: 'u-anna', authorName: 'Anna', text: 'Love the coat ❤️', createdAt: at(1) },
  {
    id: 'm3',
    authorId: 'u-ben',
    authorName: 'Ben',
    text: 'Cheaper here: https://spam.example/deal',
    createdAt: at(2),
  },
];

/** Holds the log as the page does: a sent message comes back as the viewer's own. */
function Harness(props: LiveChatProps & { incoming?: LiveChatMessage[] }) {
  const { incoming = [], ...chat } = props;
  const [messages, setMessages] = useState(chat.messages);
  const [loading, setLoading] = useState(chat.loading ?? false);
  const [next, setNext] = useState(0);
  return (
    <div style={{ height: '32rem', display: 'flex', flexDirection: 'column', gap: '1rem' }}>
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <Button
          size="sm"
          variant="secondary"
          disabled={next >= incoming.length}
          onClick={() => {
            setMessages((current) => [...current, incoming[next]!]);
            setNext(next + 1);
          }}
        >
          Receive a message
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            setMessages(history);
            setLoading(false);
          }}
        >
          Load the history
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setMessages((current) => current.slice(0, -1))}
        >
          Delete the last message
        </Button>
      </div>
      <LiveChat
        {...chat}
        messages={messages}
        loading={loading}
        onSend={
          chat.onSend
            ? (text) => {
                setMessages((current) => [
                  ...current,
                  {
                    id: `own-${current.length}`,
                    authorId: 'u-me',
                    authorName: 'Me',
                    text,
                    createdAt: at(5),
                  },
                ]);
                return chat.onSend?.(text);
              }
            : undefined
        }
      />
    </div>
  );
}

const meta = {
  title: 'Live/LiveChat',
  component: LiveChat,
  args: { messages: history, ownAuthorId: 'u-me', onSend: fn() },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof LiveChat>;

export default meta;
type Story = StoryObj<typeof meta>;

const announcer = (element: HTMLElement) =>
  element.querySelector<HTMLElement>('[aria-live="polite"]')!;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Live chat' })).toBeVisible();
    const log = canvas.getByRole('region', { name: 'Chat messages' });
    await expect(within(log).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(log).getByText('Host')).toBeVisible();
    // No moderation callbacks, no moderation menus.
    await expect(canvas.queryByRole('button', { name: /Moderate/ })).toBeNull();
  },
};

export const TextNotHtml: Story = {
  args: {
    messages: [
      {
        id: 'x1',
        authorId: 'u-eve',
        authorName: '<i>Eve</i>',
        text: '<img src=x onerror="window.__chatXss=1"><b>bold</b> & <script>alert(1)</script>',
        createdAt: at(3),
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByText(
        '<img src=x onerror="window.__chatXss=1"><b>bold</b> & <script>alert(1)</script>',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('<i>Eve</i>')).toBeVisible();
    const log = canvas.getByRole('region', { name: 'Chat messages' });
    await expect(log.querySelector('img, b, i, script')).toBeNull();
    await expect((window as { __chatXss?: number }).__chatXss).toBeUndefined();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const LinkRule: Story = {
  args: {
    messages: [
      ...history,
      {
        id: 'm4',
        authorId: 'mod-1',
        authorName: 'Clara',
        authorRole: 'moderator',
        text: 'Sizes: (https://shop.example/sizes) — not javascript:alert(1) nor http//broken',
        createdAt: at(3),
      },
    ],
  },
  play: async ({ canvas }) => {
    const log = within(canvas.getByRole('region', { name: 'Chat messages' }));
    // A viewer's address stays text.
    await expect(log.getByText('Cheaper here: https://spam.example/deal')).toBeVisible();
    await expect(log.queryByRole('link', { name: /spam\.example/ })).toBeNull();
    // The host's becomes a link that opens apart and passes nothing on; the full stop stays text.
    const lookBook = log.getByRole('link', { name: /shop\.example\/looks\/winter/ });
    await expect(lookBook).toHaveAttribute('href', 'https://shop.example/looks/winter');
    await expect(lookBook).toHaveAttribute('target', '_blank');
    await expect(lookBook).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(lookBook).toHaveAccessibleName(
      'https://shop.example/looks/winter (opens in a new tab)',
    );
    // A moderator's too; the brackets around it stay text, and nothing else is a link.
    await expect(log.getByRole('link', { name: /shop\.example\/sizes/ })).toHaveAttribute(
      'href',
      'https://shop.example/sizes',
    );
    await expect(log.getAllByRole('link')).toHaveLength(2);
  },
};

export const KeyboardSend: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.click(field);
    await userEvent.keyboard('  Which size is the model wearing?');
    await expect(canvas.getByText('34/500')).toBeVisible();
    // Shift+Enter starts a new line; Enter sends.
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}thanks{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Which size is the model wearing?\nthanks');
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
    // Whitespace alone is not sent.
    await userEvent.keyboard('   {Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

export const CharacterLimit: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.click(field);
    await userEvent.paste('a'.repeat(510));
    await expect(field).toHaveValue('a'.repeat(500));
    await expect(canvas.getByText('500/500')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith('a'.repeat(500));
  },
};

export const RefusedKeepsTheDraft: Story = {
  args: { onSend: fn(() => false), error: 'Please keep it civil.' },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(field, 'hello{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('hello');
    await expect(field).toHaveValue('hello');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please keep it civil.');
    await expect(field).toHaveAccessibleDescription(/Please keep it civil\./);
  },
};

export const ModerationByKeyboard: Story = {
  args: {
    onPin: fn(),
    onDelete: fn(),
    onMute: fn(),
    onShadowMute: fn(),
    onBlock: fn(),
  },
  play: async ({ canvas, args }) => {
    // The host's own message offers pin and delete only; a viewer's all five.
    const hostMenu = canvas.getByRole('button', { name: "Moderate Maison Aurore's message" });
    const annaMenu = canvas.getByRole('button', { name: "Moderate Anna's message" });
    canvas.getByRole('region', { name: 'Chat messages' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /looks\/winter/ })).toHaveFocus();
    await userEvent.tab();
    await expect(hostMenu).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(hostMenu).toHaveAttribute('aria-expanded', 'true');
    const hostItems = within(canvas.getByRole('menu')).getAllByRole('menuitem');
    await expect(hostItems.map((item) => item.textContent)).toEqual([
      'Pin message',
      'Delete message',
    ]);
    await expect(hostItems[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(hostMenu).toHaveFocus();

    await userEvent.tab();
    await expect(annaMenu).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const items = within(canvas.getByRole('menu')).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Pin message',
      'Delete message',
      'Mute Anna',
      'Shadow-mute Anna',
      'Block Anna',
    ]);
    await userEvent.keyboard('{ArrowUp}');
    await expect(items[4]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(items[2]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMute).toHaveBeenCalledWith(expect.objectContaining({ id: 'm2' }));
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(annaMenu).toHaveFocus();

    // Tab leaves an open menu and closes it.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('menu')).toBeVisible();
    await userEvent.tab();
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

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

export const Pinned: Story = {
  args: { pinned: history[0], onUnpin: fn() },
  play: async ({ canvas, args }) => {
    const pinned = within(canvas.getByRole('region', { name: 'Pinned message' }));
    await expect(pinned.getByText(/Welcome to the winter show!/)).toBeVisible();
    await userEvent.click(pinned.getByRole('button', { name: 'Unpin message' }));
    await expect(args.onUnpin).toHaveBeenCalledOnce();
  },
};

export const ChatOff: Story = {
  args: { composer: { kind: 'off' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Chat is turned off for this show.')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** After the show the chat says why it takes no message. */
export const ChatClosedAfterTheShow: Story = {
  args: { composer: { kind: 'ended' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The show has ended, so its chat is closed.')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const SignInToChat: Story = {
  args: { composer: { kind: 'sign-in', href: '/auth/login?returnTo=%2Fvideo%2Fevent%2Fe1' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in to chat.' })).toHaveAttribute(
      'href',
      '/auth/login?returnTo=%2Fvideo%2Fevent%2Fe1',
    );
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const SlowMode: Story = {
  args: { composer: { kind: 'slow', secondsLeft: 12 } },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Message' });
    await expect(field).toHaveAccessibleDescription(
      /Slow mode is on: you may post again in 12 seconds\./,
    );
    // The viewer may write ahead; the message waits.
    await userEvent.type(field, 'soon{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(field).toHaveValue('soon');
    await expect(canvas.getByRole('button', { name: 'Send' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Muted: Story = {
  args: { composer: { kind: 'muted' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You are muted in this show’s chat.')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Blocked: Story = {
  args: { composer: { kind: 'blocked' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You are blocked from this designer’s chats.')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const ReadOnly: Story = {
  args: { onSend: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('form', { name: 'Send a message' })).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
