import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LiveChat } from './LiveChat';
import { at, chatStories, history } from './storyHarness';

/** The log: messages as text, the link rule, the pinned message, a read-only log. */
const meta = {
  title: 'Live/LiveChat/Messages',
  component: LiveChat,
  ...chatStories,
} satisfies Meta<typeof LiveChat>;

export default meta;
type Story = StoryObj<typeof meta>;

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

export const Pinned: Story = {
  args: { pinned: history[0], onUnpin: fn() },
  play: async ({ canvas, args }) => {
    const pinned = within(canvas.getByRole('region', { name: 'Pinned message' }));
    await expect(pinned.getByText(/Welcome to the winter show!/)).toBeVisible();
    await userEvent.click(pinned.getByRole('button', { name: 'Unpin message' }));
    await expect(args.onUnpin).toHaveBeenCalledOnce();
  },
};

export const ReadOnly: Story = {
  args: { onSend: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('form', { name: 'Send a message' })).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
