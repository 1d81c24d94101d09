import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LiveChat } from './LiveChat';
import { chatStories } from './storyHarness';

/** The moderation menus, by keyboard. */
const meta = {
  title: 'Live/LiveChat/Moderation',
  component: LiveChat,
  ...chatStories,
} satisfies Meta<typeof LiveChat>;

export default meta;
type Story = StoryObj<typeof meta>;

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
