import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { installClock, nextFrame } from '../testing/fakeClock';
import { UploaderSheet } from './UploaderSheet';
import { openSheet, sheetStories } from './storyHarness';

/** Reading the file, uploading, closing: what the sheet does while and after it sends. */
const meta = {
  title: 'Composites/UploaderSheet/Upload',
  component: UploaderSheet,
  ...sheetStories,
} satisfies Meta<typeof UploaderSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uploading: Story = {
  args: { onUpload: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, args }) => {
    const sheet = await openSheet(canvas);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Upload' }));
    await expect(args.onUpload).toHaveBeenCalledOnce();
    await expect(within(sheet).getByRole('status')).toHaveTextContent('Please wait...');
    await expect(within(sheet).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The upload of the next story, settled by its play function. */
const pendingUpload = { finish: () => {} };

export const UploadedClosesAfterThreeSeconds: Story = {
  args: {
    onUpload: fn(() => new Promise<void>((resolve) => (pendingUpload.finish = resolve))),
  },
  play: async ({ canvas, args }) => {
    const sheet = await openSheet(canvas);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Upload' }));
    await expect(within(sheet).getByRole('status')).toHaveTextContent('Please wait...');

    const clock = installClock();
    try {
      pendingUpload.finish();
      while (!within(sheet).queryByText('Uploaded')) await nextFrame();
      // Two more frames: React starts the 3 s timer in an effect after painting the tick.
      await nextFrame();
      await nextFrame();
      clock.tick(2999);
      await nextFrame();
      await expect(args.onClose).not.toHaveBeenCalled();
      clock.tick(1);
      await nextFrame();
      await expect(args.onClose).toHaveBeenCalledOnce();
      await expect(args.onClose).toHaveBeenCalledWith(true);
    } finally {
      clock.uninstall();
    }
  },
};

export const CancelReportsFailure: Story = {
  play: async ({ canvas, args }) => {
    const sheet = await openSheet(canvas);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onClose).toHaveBeenCalledWith(false);
    await expect(args.onUpload).not.toHaveBeenCalled();
    await waitFor(() => expect(sheet).not.toBeVisible());
  },
};

export const UploadFails: Story = {
  args: { onUpload: fn(async () => Promise.reject(new Error('Nothing to upload.'))) },
  play: async ({ canvas, args }) => {
    const sheet = await openSheet(canvas);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Upload' }));
    await expect(await within(sheet).findByRole('alert')).toHaveTextContent('Nothing to upload.');
    await expect(args.onClose).not.toHaveBeenCalled();
    // The lines stay for another try or Cancel.
    await expect(within(sheet).getByRole('button', { name: 'Upload' })).toBeEnabled();
  },
};

export const ReadingTheFile: Story = {
  args: { lines: [], readingProgress: 42 },
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas);
    await expect(within(sheet).getByRole('status')).toHaveTextContent('Reading the file… 42%');
    await expect(
      within(sheet).getByRole('progressbar', { name: 'Reading the file' }),
    ).toHaveAttribute('aria-valuenow', '42');
    // Nothing is judged yet: no tick, no lines, and Upload waits for the file.
    await expect(within(sheet).queryByText('No errors & warning')).toBeNull();
    await expect(within(sheet).getByRole('button', { name: 'Upload' })).toBeDisabled();
    await expect(within(sheet).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

export const ControlsStayWhileTheFileIsRead: Story = {
  args: { controls: <p>Whose products: Maison Lune</p>, readingProgress: 40 },
  play: async ({ canvas }) => {
    // A new choice reads the file again: the control the user is in stays.
    const sheet = await openSheet(canvas);
    await expect(sheet).toHaveTextContent('Whose products: Maison Lune');
    await expect(sheet).toHaveTextContent('Reading the file… 40%');
  },
};
