import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent } from 'storybook/test';
import { installClock, until } from '../testing/fakeClock';
import { CodeSnippet, COPIED_MS } from './CodeSnippet';

const IFRAME =
  '<iframe src="https://live.example.test/web-event/video/0190f1c2-7a3b-7c4d-8e5f-0123456789ab/replay" title="Spring show" width="100%" height="560" style="border:0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen data-runway-live-player></iframe>';

const meta = {
  title: 'Data/CodeSnippet',
  component: CodeSnippet,
  args: {
    label: 'Iframe',
    code: IFRAME,
    hint: 'Paste it where the player goes on your page.',
    onCopied: fn(),
    onCopyFailed: fn(),
    copyText: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof CodeSnippet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Copy puts the exact code on the clipboard, says so, and tells the page. */
export const Copy: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Iframe')).toHaveTextContent(IFRAME);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Iframe' }));
    await expect(args.copyText).toHaveBeenCalledWith(IFRAME);
    await expect(args.onCopied).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Iframe copied' })).toHaveTextContent('Copied');
  },
};

/** The keyboard reaches the button and the code (which scrolls when long). */
export const ByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy Iframe' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCopied).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(canvas.getByLabelText('Iframe')).toHaveFocus();
  },
};

/** 'Copied' goes back to 'Copy' after COPIED_MS. */
export const CopiedForAMoment: Story = {
  play: async ({ canvas }) => {
    const clock = installClock();
    try {
      fireEvent.click(canvas.getByRole('button', { name: 'Copy Iframe' }));
      await until(() => clock.countTimers() === 1);
      await expect(canvas.getByRole('button', { name: 'Iframe copied' })).toBeInTheDocument();
      clock.tick(COPIED_MS - 1);
      await expect(canvas.getByRole('button', { name: 'Iframe copied' })).toBeInTheDocument();
      clock.tick(1);
      await until(() => canvas.queryByRole('button', { name: 'Copy Iframe' }) !== null);
      await expect(canvas.getByRole('button', { name: 'Copy Iframe' })).toHaveTextContent('Copy');
    } finally {
      clock.uninstall();
    }
  },
};

/** A refused copy tells the page and selects the code, to copy it by hand. */
export const CopyRefused: Story = {
  args: { copyText: fn(() => Promise.reject(new Error('Not allowed'))) },
  play: async ({ canvas, args, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Iframe' }));
    await expect(args.onCopyFailed).toHaveBeenCalledOnce();
    await expect(args.onCopied).not.toHaveBeenCalled();
    await expect(canvasElement.ownerDocument.getSelection()?.toString()).toBe(IFRAME);
    await expect(canvas.getByRole('button', { name: 'Copy Iframe' })).toBeInTheDocument();
  },
};

/** A one-line loader, at a phone's width: the code wraps inside the page. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  args: {
    label: 'Script loader',
    code: '<script src="https://live.example.test/embed.js" async></script>',
    hint: undefined,
  },
  play: async ({ canvas, canvasElement }) => {
    const code = canvas.getByLabelText('Script loader');
    await expect(code.scrollWidth).toBeLessThanOrEqual(code.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
