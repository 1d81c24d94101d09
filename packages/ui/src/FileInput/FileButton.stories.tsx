import type { Meta, StoryObj } from '@storybook/react-vite';
import { Upload } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { FileButton } from './FileButton';

const meta = {
  title: 'Controls/FileButton',
  component: FileButton,
  args: {
    label: 'Add Black image',
    accept: '.png,.jpg,.jpeg',
    variant: 'secondary',
    size: 'sm',
    icon: <Upload aria-hidden />,
    onFile: fn(),
  },
} satisfies Meta<typeof FileButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AnnouncedOnce: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Add Black image' });
    // Every other element of that name is out of the accessibility tree: a screen reader
    // meets one control, and Tab stops once.
    const others = canvas.getAllByLabelText('Add Black image').filter((node) => node !== button);
    for (const node of others) {
      await expect(getComputedStyle(node).display).toBe('none');
    }
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    // A pick reaches the app; the same file picked again does too.
    const [input] = others as [HTMLInputElement];
    const black = new File(['png'], 'black.png', { type: 'image/png' });
    await userEvent.upload(input, black);
    await userEvent.upload(input, black);
    await expect(args.onFile).toHaveBeenCalledTimes(2);
    await expect(args.onFile).toHaveBeenLastCalledWith(black);
  },
};
