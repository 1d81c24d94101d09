import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ModerationSettings, type ModerationSettingsProps } from './ModerationSettings';

const meta = {
  title: 'Live/ModerationSettings',
  component: ModerationSettings,
  args: {
    chatEnabled: true,
    slowModeSec: 0,
    blockedWords: ['spam'],
    limits: { slowModeMaxSec: 300, blockedWordMaxLength: 40, pinnedMessageMaxLength: 500 },
    onChatEnabledChange: fn(),
    onSlowModeChange: fn(),
    onBlockedWordsChange: fn(),
    onPostAndPin: fn(),
  },
} satisfies Meta<typeof ModerationSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

function Stateful(props: ModerationSettingsProps) {
  const [value, setValue] = useState({
    chatEnabled: props.chatEnabled,
    slowModeSec: props.slowModeSec,
    blockedWords: props.blockedWords,
  });
  return (
    <ModerationSettings
      {...props}
      {...value}
      onChatEnabledChange={(chatEnabled) => {
        props.onChatEnabledChange(chatEnabled);
        setValue((v) => ({ ...v, chatEnabled }));
      }}
      onSlowModeChange={(slowModeSec) => {
        props.onSlowModeChange(slowModeSec);
        setValue((v) => ({ ...v, slowModeSec }));
      }}
      onBlockedWordsChange={(blockedWords) => {
        props.onBlockedWordsChange(blockedWords);
        setValue((v) => ({ ...v, blockedWords }));
      }}
    />
  );
}

export const ChatAndSlowMode: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Chat is on' }));
    await expect(args.onChatEnabledChange).toHaveBeenCalledWith(false);

    const slow = canvas.getByRole('textbox', { name: /Slow mode/ });
    await userEvent.clear(slow);
    await userEvent.type(slow, '30{Enter}');
    await expect(args.onSlowModeChange).toHaveBeenCalledWith(30);
    await expect(
      canvas.getByText('On: one message every 30 s per viewer. 0 turns it off.'),
    ).toBeVisible();
  },
};

export const SlowModeOverTheLimit: Story = {
  play: async ({ canvas, args }) => {
    const slow = canvas.getByRole('textbox', { name: /Slow mode/ });
    await userEvent.clear(slow);
    await userEvent.type(slow, '999');
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await expect(args.onSlowModeChange).not.toHaveBeenCalled();
  },
};

export const BlockedWords: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Blocked word/ }), ' scam {Enter}');
    await expect(args.onBlockedWordsChange).toHaveBeenCalledWith(['spam', 'scam']);
    const list = canvas.getByRole('list', { name: 'Blocked words list' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove spam' }));
    await expect(args.onBlockedWordsChange).toHaveBeenLastCalledWith(['scam']);
  },
};

export const PostAndPin: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Pinned message' });
    await userEvent.type(field, '  Free shipping tonight ');
    await userEvent.click(canvas.getByRole('button', { name: 'Post and pin' }));
    await expect(args.onPostAndPin).toHaveBeenCalledWith('Free shipping tonight');
    await expect(field).toHaveValue('');
  },
};

export const RefusedByTheServer: Story = {
  args: { errors: { slowMode: 'Slow mode is at most 300 seconds' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Slow mode/ })).toHaveAccessibleDescription(
      /Slow mode is at most 300 seconds/,
    );
  },
};

export const Offline: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Chat is on' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove spam' })).toBeDisabled();
  },
};

export const ButtonsBesideTheirInputs: Story = {
  play: async ({ canvas }) => {
    // Each button lines up with its input, not with the hint under the input.
    const middle = (element: Element) => {
      const { top, bottom } = element.getBoundingClientRect();
      return (top + bottom) / 2;
    };
    const word = canvas.getByRole('textbox', { name: 'Blocked word' });
    const add = canvas.getByRole('button', { name: 'Add' });
    await expect(Math.abs(middle(add) - middle(word))).toBeLessThanOrEqual(2);
  },
};

export const InANarrowPanel: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '17rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    // Stacked: the button right under its hint, no gap left for a label beside it.
    const hint = canvas.getByText('Blocked words are masked in messages before anyone sees them.');
    const add = canvas.getByRole('button', { name: 'Add' });
    const gap = add.getBoundingClientRect().top - hint.getBoundingClientRect().bottom;
    await expect(gap).toBeGreaterThanOrEqual(0);
    await expect(gap).toBeLessThanOrEqual(12);
  },
};
