import type { Meta } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { LiveChat } from './LiveChat';
import type { LiveChatMessage, LiveChatProps } from './LiveChat.types';

// For stories only: the messages and the page-like harness the LiveChat stories share.

export const at = (minute: number) => `2026-11-25T19:${String(minute).padStart(2, '0')}:00.000Z`;

export const history: LiveChatMessage[] = [
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
export function Harness(props: LiveChatProps & { incoming?: LiveChatMessage[] }) {
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

/** The polite live region that speaks new messages. */
export const announcer = (element: HTMLElement) =>
  element.querySelector<HTMLElement>('[aria-live="polite"]')!;

/** What every LiveChat story file starts from: the history, the viewer 'u-me', the harness. */
export const chatStories = {
  args: { messages: history, ownAuthorId: 'u-me', onSend: fn() },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof LiveChat>;
