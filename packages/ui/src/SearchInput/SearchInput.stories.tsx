import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SearchInput } from './SearchInput';

const meta = {
  title: 'Data/SearchInput',
  component: SearchInput,
  args: { label: 'Search products', onSearch: fn() },
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DebouncesTyping: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(box, '  silk dress ');
    // Nothing is sent while typing; one search once typing pauses, trimmed.
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledOnce());
    await expect(args.onSearch).toHaveBeenCalledWith('silk dress');
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
