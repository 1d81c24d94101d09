import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent } from 'storybook/test';
import { installClock, until } from '../testing/fakeClock';
import { SearchInput } from './SearchInput';

const meta = {
  title: 'Data/SearchInput',
  component: SearchInput,
  args: { label: 'Search products', onSearch: fn() },
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DebouncesTyping: Story = {
  args: { debounceMs: 300 },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search products' });
    const clock = installClock();
    try {
      // Typed key by key (fireEvent: user-event waits on setTimeout between keys).
      const typed = '  silk dress ';
      for (let end = 1; end <= typed.length; end += 1) {
        await fireEvent.change(box, { target: { value: typed.slice(0, end) } });
      }
      // Nothing is sent while typing; one search once typing pauses for 300 ms, trimmed.
      await until(() => clock.countTimers() === 1);
      clock.tick(299);
      await expect(args.onSearch).not.toHaveBeenCalled();
      clock.tick(1);
      await expect(args.onSearch).toHaveBeenCalledOnce();
      await expect(args.onSearch).toHaveBeenCalledWith('silk dress');
    } finally {
      clock.uninstall();
    }
  },
};

export const EnterSearchesAtOnce: Story = {
  args: { debounceMs: 5000 },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'coat{Enter}');
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('coat');
  },
};

export const ClearingSearchesForEverything: Story = {
  args: { defaultValue: 'coat' },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox');
    await expect(box).toHaveValue('coat');
    await userEvent.clear(box);
    await expect(args.onSearch).toHaveBeenCalledWith('');
    // The same search is not sent twice.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledOnce();
  },
};
