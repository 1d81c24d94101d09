import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LiveChat } from './LiveChat';
import { chatStories } from './storyHarness';

/** The composer: sending, the limit, a refusal, and each reason the viewer cannot post. */
const meta = {
  title: 'Live/LiveChat/Composer',
  component: LiveChat,
  ...chatStories,
} satisfies Meta<typeof LiveChat>;

export default meta;
type Story = StoryObj<typeof meta>;

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

/** On the player: the sign-in opens the page's own dialog, so the show keeps playing. */
export const SignInToChatInPlace: Story = {
  args: { composer: { kind: 'sign-in', onSignIn: fn() } },
  play: async ({ canvas, args }) => {
    const signIn = canvas.getByRole('button', { name: 'Sign in to chat.' });
    signIn.focus();
    await userEvent.keyboard('{Enter}');
    const composer = args.composer as { onSignIn: () => void };
    await expect(composer.onSignIn).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('link', { name: 'Sign in to chat.' })).toBeNull();
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
