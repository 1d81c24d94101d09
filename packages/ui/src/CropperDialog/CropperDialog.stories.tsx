import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { CropperDialog, type CropperDialogProps } from './CropperDialog';
import { sampleLookImage } from './sampleImage';

/** Opens the cropper from a button, as the profile image field does. */
function CropperDemo({ onConfirm, onClose, ...props }: CropperDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Choose profile image
      </Button>
      <CropperDialog
        {...props}
        open={open}
        onConfirm={(image) => {
          setOpen(false);
          onConfirm(image);
        }}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Composites/CropperDialog',
  component: CropperDialog,
  args: { open: false, image: null, onConfirm: fn(), onClose: fn(), onImageError: fn() },
  loaders: [async () => ({ sample: await sampleLookImage() })],
  render: (args, { loaded }) => (
    <CropperDemo {...args} image={args.image ?? (loaded.sample as File)} />
  ),
} satisfies Meta<typeof CropperDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openCropper(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Choose profile image' }));
  const dialog = await canvas.findByRole('dialog', { name: 'Crop image' });
  // The crop is ready once the resized image is shown and Confirm! is enabled; decoding
  // and resizing a 1600 × 1200 image can take a while on a busy machine.
  await waitFor(
    () => expect(within(dialog).getByRole('button', { name: 'Confirm!' })).toBeEnabled(),
    { timeout: 5000 },
  );
  return dialog;
}

/** The File the callback received first. */
function confirmedImage(callback: unknown): File {
  return (callback as { mock: { calls: [File][] } }).mock.calls[0]![0];
}

/**
 * A native dialog fires its close event a task after closing; reopening before it
 * arrives would let the shared Dialog read it as a second close.
 */
async function closeSettled(dialog: HTMLElement) {
  await waitFor(() => expect(dialog).not.toBeVisible());
  await new Promise((resolve) => setTimeout(resolve, 0));
}

async function decodedSize(file: Blob) {
  const bitmap = await createImageBitmap(file);
  const size = [bitmap.width, bitmap.height];
  bitmap.close();
  return size;
}

export const WithSampleImage: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await openCropper(canvas);
    // 600 × 450 (spec 2.13).
    const { width, height } = dialog.getBoundingClientRect();
    await expect([width, height]).toEqual([600, 450]);
    // The 1600 × 1200 source is resized to fit 1024 × 1024 before cropping.
    const shown = within(dialog).getByRole('img', { name: 'Image to crop' }) as HTMLImageElement;
    await expect([shown.naturalWidth, shown.naturalHeight]).toEqual([1024, 768]);
    // The smallest crop is 20 px: zooming stops at 768 / 20.
    await expect(within(dialog).getByRole('slider', { name: 'Zoom' })).toHaveAttribute(
      'max',
      '38.4',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm!' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledOnce());
    const image = confirmedImage(args.onConfirm);
    await expect(image.type).toBe('image/jpeg');
    await expect(image.name).toBe('look.jpg');
    await expect(await decodedSize(image)).toEqual([256, 256]);
    await expect(image.size).toBeLessThanOrEqual(80 * 1024);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/**
 * #10.24: the crop area is keyboard-operable and labelled, so it needs a role that takes a
 * name (an aria-label on a role-less div is prohibited). The play function leaves the dialog
 * open, so the story's axe check runs over the crop area too.
 */
export const CropAreaHasARole: Story = {
  name: '#10.24 the crop area has a role for its name',
  play: async ({ canvas }) => {
    const dialog = await openCropper(canvas);
    const area = within(dialog).getByRole('group', {
      name: 'Crop area: move with the arrow keys',
    });
    await expect(area).toHaveAttribute('tabindex', '0');
    await expect(dialog).toBeVisible();
  },
};

export const CloseWithoutConfirming: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await openCropper(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await closeSettled(dialog);
    // Escape closes it too, and focus returns to the button that opened it.
    await openCropper(canvas);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Choose profile image' })).toHaveFocus(),
    );
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const PastedImage: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await openCropper(canvas);
    const clipboard = new DataTransfer();
    clipboard.items.add(await sampleLookImage('image.png', 300, 200));
    dialog.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true }));
    await waitFor(() => {
      const shown = within(dialog).getByRole('img', { name: 'Image to crop' }) as HTMLImageElement;
      return expect(shown.naturalWidth).toBe(300);
    });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Confirm!' })).toBeEnabled(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm!' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledOnce());
    // A pasted image is named by the timestamp plus 5 random alphanumerics, with .jpg.
    const image = confirmedImage(args.onConfirm);
    await expect(image.name).toMatch(/^\d{13}[A-Za-z0-9]{5}\.jpg$/);
    await expect(Number(image.name.slice(0, 13))).toBeGreaterThan(Date.now() - 60_000);
    await expect(await decodedSize(image)).toEqual([256, 256]);
  },
};

export const UnreadableImage: Story = {
  args: { image: new File(['not an image'], 'broken.png', { type: 'image/png' }) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose profile image' }));
    await waitFor(() => expect(args.onImageError).toHaveBeenCalledOnce());
    await expect(
      within(canvas.getByRole('dialog')).getByRole('button', { name: 'Confirm!' }),
    ).toBeDisabled();
  },
};

export const UnsupportedType: Story = {
  args: { image: new File(['%PDF-1.4'], 'lookbook.pdf', { type: 'application/pdf' }) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose profile image' }));
    await waitFor(() => expect(args.onImageError).toHaveBeenCalledOnce());
  },
};
