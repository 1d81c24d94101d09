import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { messages } from '@runway-live/domain';
import { FileDropzone } from './FileDropzone';

const meta = {
  title: 'Controls/FileDropzone',
  component: FileDropzone,
  args: { label: 'Profile image', name: 'profile', onFiles: fn(), onReject: fn() },
} satisfies Meta<typeof FileDropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

const image = (name: string, type = 'image/png') => new File(['pixels'], name, { type });

/** A real drag and drop as the browser dispatches it, files included. */
function drop(target: HTMLElement, files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  for (const type of ['dragenter', 'dragover', 'drop']) {
    target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
  }
}

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Profile image');
    await expect(input).toHaveAttribute('accept', '.png,.jpg,.jpeg');
    await expect(input).toHaveAccessibleDescription('PNG, JPG, JPEG');
    const logo = image('logo.png');
    await userEvent.upload(input, logo);
    await expect(args.onFiles).toHaveBeenCalledWith([logo]);
  },
};

export const DropsAFile: Story = {
  play: async ({ canvas, args }) => {
    const photo = image('brand.JPEG', 'image/jpeg');
    drop(canvas.getByText('PNG, JPG, JPEG').parentElement!, [photo]);
    await expect(args.onFiles).toHaveBeenCalledWith([photo]);
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

export const RefusesOtherTypes: Story = {
  play: async ({ canvas, args }) => {
    const gif = image('animation.gif', 'image/gif');
    drop(canvas.getByText('PNG, JPG, JPEG').parentElement!, [gif]);
    await expect(args.onReject).toHaveBeenCalledWith([gif]);
    await expect(args.onFiles).not.toHaveBeenCalled();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Only PNG, JPG, JPEG files can be added.',
    );
    await expect(canvas.getByLabelText('Profile image')).toBeInvalid();
  },
};

export const CustomTypes: Story = {
  args: { label: 'Product sheet', accept: ['csv'], rejectMessage: messages.invalidCsvFile },
  play: async ({ canvas, args }) => {
    drop(canvas.getByText('CSV').parentElement!, [image('products.xlsx', 'application/zip')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please import valid .csv file.',
    );
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { error: messages.required },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Profile image');
    await expect(input).toBeInvalid();
    await expect(canvas.getByRole('alert')).toHaveTextContent('This field is required');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Profile image')).toBeDisabled();
    drop(canvas.getByText('PNG, JPG, JPEG').parentElement!, [image('logo.png')]);
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    // Keyboard users reach the real file input; Enter or Space opens the picker.
    await expect(canvas.getByLabelText('Profile image')).toHaveFocus();
  },
};
