import { messages } from '@runway-live/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileInput } from './FileInput';

const look = () => new File(['look'], 'spring-look.png', { type: 'image/png' });
// A 10 × 10 plum square stands for the cropped image.
const cropSrc =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="%236b2c5f"/></svg>';

const meta = {
  title: 'Controls/FileInput',
  component: FileInput,
  args: { label: 'Profile image', accept: ['png', 'jpg', 'jpeg'], onFileChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoFileChosen: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Profile image');
    // A real file input, named by the field's label and described by its status.
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAccessibleName('Profile image');
    await expect(input).toHaveAccessibleDescription('No file chosen');
    await expect(input).toHaveAttribute('accept', '.png,.jpg,.jpeg');
    await expect(canvas.getByText('Choose file')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove file' })).toBeNull();
  },
};

export const ChoosesAndClears: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Profile image');
    const file = look();
    await userEvent.upload(input, file);
    // It says which file was chosen, to the eye and to a screen reader.
    await expect(canvas.getByText('spring-look.png')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('spring-look.png');
    await expect(args.onFileChange).toHaveBeenCalledWith(file);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove file' }));
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByText('No file chosen')).toBeVisible();
    await expect(input).toHaveFocus();
  },
};

export const CroppedPreview: Story = {
  args: { file: look(), preview: { src: cropSrc, cropped: true } },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByLabelText('Profile image');
    // The crop is shown with the file's name and says it is a crop.
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', cropSrc);
    await expect(input).toHaveAccessibleDescription('spring-look.png Cropped');
    await expect(canvas.getByText('Cropped')).toBeVisible();
  },
};

export const SavedImage: Story = {
  args: { file: null, preview: { src: cropSrc, name: 'brands_a1b2_1700000000.jpg' } },
  play: async ({ canvas }) => {
    // No File, only the saved image: its name stands for the choice.
    await expect(canvas.getByLabelText('Profile image')).toHaveAccessibleDescription(
      'brands_a1b2_1700000000.jpg',
    );
    await expect(canvas.queryByText('Cropped')).toBeNull();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Profile image/);
    await expect(input).toBeRequired();
    // The mark is for the eye; the name stays 'Profile image' and `required` says it.
    await expect(input).toHaveAccessibleName('Profile image');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    // Once a file is chosen, the field is satisfied.
    await userEvent.upload(input, look());
    await expect(input).not.toBeRequired();
  },
};

export const WithError: Story = {
  args: { error: messages.profileImageRequired },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Profile image');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('No file chosen Please upload a profile image');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please upload a profile image');
  },
};

export const RefusesAnotherType: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Profile image');
    // The picker's filter can be switched off: a PDF is refused with the welcome types.
    await userEvent.upload(input, new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Only PNG, JPG, JPEG files can be added.',
    );
    await expect(args.onFileChange).not.toHaveBeenCalled();
    await expect(canvas.getByText('No file chosen')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, file: look() },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Profile image')).toBeDisabled();
    await expect(canvas.getByText('spring-look.png')).toBeVisible();
    // Nothing to clear while the field is disabled.
    await expect(canvas.queryByRole('button', { name: 'Remove file' })).toBeNull();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByLabelText('Profile image');
    await expect(input).toHaveFocus();
    // The hidden input's focus ring is drawn on the Choose file button.
    const button = within(canvas.getByText('Choose file').closest('label') as HTMLElement)
      .getByText('Choose file')
      .closest('span') as HTMLElement;
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
};

export const LongNameOnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  args: {
    file: new File(['x'], 'maison-aurore-spring-summer-twenty-six-look-number-forty-two.png'),
    preview: { src: cropSrc, cropped: true },
  },
  play: async ({ canvas, canvasElement }) => {
    // The name is cut with an ellipsis; nothing scrolls sideways.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    // The status keeps room to be read and nothing covers it.
    const name = canvas.getByText(/maison-aurore/).getBoundingClientRect();
    const note = canvas.getByText('Cropped').getBoundingClientRect();
    const clear = canvas.getByRole('button', { name: 'Remove file' }).getBoundingClientRect();
    await expect(name.width).toBeGreaterThan(64);
    await expect(clear.left).toBeGreaterThanOrEqual(note.right);
  },
};

export const LongNameInAGridColumn: Story = {
  // A form lays its sections out in a grid column: a column grows to the widest thing its
  // items cannot shrink below, so a saved file's long stored name must not be one of them.
  render: (args) => (
    <div data-testid="column" style={{ display: 'grid', width: '15rem' }}>
      <section>
        <FileInput {...args} />
      </section>
    </div>
  ),
  args: {
    preview: {
      src: cropSrc,
      name: 'brands_8e404b3c0d5d_1795812768277_maison-aurore-logo.jpg',
      cropped: true,
    },
  },
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    const section = column.firstElementChild as HTMLElement;
    await expect(section.getBoundingClientRect().width).toBeLessThanOrEqual(
      column.getBoundingClientRect().width,
    );
    await expect(
      canvas.getByText(/brands_8e404b3c0d5d/).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(column.getBoundingClientRect().right);
  },
};
