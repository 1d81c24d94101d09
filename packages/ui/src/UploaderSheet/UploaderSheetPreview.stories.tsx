import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { UploaderSheet } from './UploaderSheet';
import { errorsOnly, openSheet, sheetStories, warningsOnly } from './storyHarness';

/** What Upload will change, what the server refused, and when Upload waits. */
const meta = {
  title: 'Composites/UploaderSheet/Preview',
  component: UploaderSheet,
  ...sheetStories,
} satisfies Meta<typeof UploaderSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PreviewLoading: Story = {
  args: { lines: [], preview: { status: 'loading' } },
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas);
    await expect(sheet).toHaveTextContent('Checking what Upload will change…');
    await expect(sheet).toHaveTextContent('No errors & warning');
    await expect(within(sheet).getByRole('button', { name: 'Upload' })).toBeDisabled();
  },
};

export const PreviewBeforeUpload: Story = {
  args: {
    lines: warningsOnly,
    preview: {
      status: 'ready',
      created: 3,
      updated: 2,
      unchanged: 1,
      variants: 18,
      updates: [
        { productCode: 'ML-1001', fields: ['Price', 'Colors and sizes'] },
        { productCode: 'ML-2040', designer: 'Maison Lune', fields: ['Description'] },
      ],
    },
  },
  play: async ({ canvas, args }) => {
    const sheet = await openSheet(canvas);
    const preview = within(sheet).getByRole('region', { name: 'Preview' });
    await expect(preview).toHaveTextContent(
      '3 to create, 2 to update, 1 unchanged · 18 variant rows',
    );
    const updates = within(preview)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(updates).toEqual([
      'ML-1001: Price, Colors and sizes',
      'ML-2040 (Maison Lune): Description',
    ]);
    // The lines still show under the preview, and Upload is ready.
    await expect(sheet).toHaveTextContent('0 errors, 1 warning');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Upload' }));
    await expect(args.onUpload).toHaveBeenCalledOnce();
  },
};

export const PreviewNothingToChange: Story = {
  args: {
    lines: [],
    preview: { status: 'ready', created: 0, updated: 4, unchanged: 0, variants: 1, updates: [] },
  },
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas);
    const preview = within(sheet).getByRole('region', { name: 'Preview' });
    await expect(preview).toHaveTextContent('0 to create, 4 to update · 1 variant row');
    await expect(within(preview).queryByRole('list')).toBeNull();
  },
};

export const PreviewFailed: Story = {
  args: {
    lines: [],
    preview: { status: 'failed', message: 'Technical error occured. Please try again.' },
  },
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas);
    const preview = within(sheet).getByRole('region', { name: 'Preview' });
    await expect(preview).toHaveTextContent('The preview could not be made');
    await expect(preview).toHaveTextContent('Technical error occured. Please try again.');
  },
};

export const RefusedByTheServer: Story = {
  args: {
    lines: [],
    rejected: [
      { productCode: 'ML-1001', messages: ['Designer Id is invalid', 'Size is invalid'] },
      { productCode: 'ML-2040', messages: ['Category Id is invalid'] },
    ],
  },
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas);
    const refused = within(sheet).getByRole('region', { name: 'Refused products' });
    await expect(refused).toHaveTextContent('2 products were refused, nothing was written');
    await expect(
      within(refused)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'ML-1001: Designer Id is invalid Size is invalid',
      'ML-2040: Category Id is invalid',
    ]);
  },
};

export const RemovalsAskFirst: Story = {
  args: {
    lines: errorsOnly,
    preview: {
      status: 'ready',
      created: 0,
      updated: 1,
      unchanged: 0,
      variants: 2,
      updates: [
        { productCode: 'ML-1001', fields: ['Colors and sizes'], removed: ['Navy S', 'Black L'] },
      ],
    },
  },
  play: async ({ canvas, args }) => {
    const sheet = await openSheet(canvas);
    const preview = within(sheet).getByRole('region', { name: 'Preview' });
    await expect(within(preview).getByRole('listitem')).toHaveTextContent(
      'ML-1001: Colors and sizes; removes Navy S, Black L',
    );
    // Upload waits until the removal of the two variants is confirmed.
    const upload = within(sheet).getByRole('button', { name: 'Upload' });
    await expect(upload).toBeDisabled();
    await userEvent.click(
      within(sheet).getByRole('checkbox', {
        name: 'Remove these 2 variants from the stored products',
      }),
    );
    await expect(upload).toBeEnabled();
    await userEvent.click(upload);
    await expect(args.onUpload).toHaveBeenCalledOnce();
  },
};

export const NothingToWrite: Story = {
  args: {
    lines: errorsOnly,
    preview: { status: 'ready', created: 0, updated: 0, unchanged: 3, variants: 6, updates: [] },
  },
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas);
    await expect(within(sheet).getByRole('button', { name: 'Upload' })).toBeDisabled();
  },
};

export const NoProductsToPreview: Story = {
  args: { lines: errorsOnly, preview: undefined },
  play: async ({ canvas }) => {
    // Every line refused: nothing to send, so Upload stays disabled (issue 19).
    const sheet = await openSheet(canvas);
    await expect(within(sheet).getByRole('button', { name: 'Upload' })).toBeDisabled();
  },
};
