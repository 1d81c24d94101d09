import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { installClock, nextFrame } from '../testing/fakeClock';
import type { UploaderLine } from './importReport';
import { UploaderSheet, type UploaderSheetProps } from './UploaderSheet';

const error = (lineNumber: number, message: string, value?: string): UploaderLine => ({
  errorType: 'Error',
  lineNumber,
  message,
  ...(value === undefined ? {} : { value }),
});
const warning = (lineNumber: number, message: string): UploaderLine => ({
  errorType: 'Warning',
  lineNumber,
  message,
});

const errorsOnly = [
  error(2, 'Product Code is missing in line 2'),
  error(5, 'Size is invalid in line 5, please refer Help Section.'),
];
const warningsOnly = [warning(3, 'Start Date is missing in line 3, the current date is used')];
const mixed = [...errorsOnly, ...warningsOnly, error(7, '=HYPERLINK("x") is invalid in line 7')];
const fiveThousand = Array.from({ length: 5000 }, (_, index) =>
  index % 3 === 0
    ? warning(index + 2, `Start Date is missing in line ${index + 2}`)
    : error(index + 2, `Color Name is invalid in line ${index + 2}`),
);

const writesOne: UploaderSheetProps['preview'] = {
  status: 'ready',
  created: 1,
  updated: 0,
  unchanged: 0,
  variants: 2,
  updates: [],
};

/** Opens the sheet from a button, as the product screens do. */
function SheetDemo({ onClose, ...props }: UploaderSheetProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Import CSV
      </Button>
      <UploaderSheet
        {...props}
        open={open}
        onClose={(uploaded) => {
          setOpen(false);
          onClose(uploaded);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Composites/UploaderSheet',
  component: UploaderSheet,
  args: {
    open: false,
    lines: mixed,
    preview: writesOne,
    onUpload: fn(async () => {}),
    onClose: fn(),
  },
  render: (args) => <SheetDemo {...args} />,
} satisfies Meta<typeof UploaderSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openSheet(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Import CSV' }));
  return canvas.findByRole('dialog', { name: 'Import products' });
}

/** The lines in the DOM, once the list has measured itself in the opened sheet. */
const renderedLines = (sheet: HTMLElement) => within(sheet).findAllByRole('listitem');

const shownLines = async (sheet: HTMLElement) =>
  (await renderedLines(sheet)).map((line) => line.textContent);

/** The colour a token paints next to `element`, in whichever theme the story runs. */
function tokenColour(element: HTMLElement, token: string): string {
  const probe = document.createElement('span');
  probe.style.color = `var(${token})`;
  element.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

export const ErrorsOnly: Story = {
  args: { lines: errorsOnly },
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas);
    await expect(sheet).toHaveTextContent('2 errors, 0 warnings');
    await expect(await shownLines(sheet)).toEqual([
      // The line is said once: the spec's message names it.
      'ErrorProduct Code is missing in line 2',
      'ErrorSize is invalid in line 5, please refer Help Section.',
    ]);
    // Errors are red.
    const line = (await renderedLines(sheet))[0]!;
    await expect(getComputedStyle(line).color).toBe(tokenColour(line, '--rl-color-danger'));
  },
};

export const WarningsOnly: Story = {
  args: { lines: warningsOnly },
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas);
    await expect(sheet).toHaveTextContent('0 errors, 1 warning');
    const [line] = await renderedLines(sheet);
    await expect(line).toHaveTextContent(
      'WarningStart Date is missing in line 3, the current date is used',
    );
    // Warnings are orange.
    await expect(getComputedStyle(line!).color).toBe(tokenColour(line!, '--rl-color-warning'));
  },
};

export const NoErrorsOrWarnings: Story = {
  args: { lines: [] },
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas);
    await expect(within(sheet).getByRole('status')).toHaveTextContent('No errors & warning');
    await expect(within(sheet).queryByRole('listitem')).toBeNull();
    await expect(within(sheet).queryByRole('link', { name: /Download/ })).toBeNull();
  },
};

export const FilterAndDownloadReport: Story = {
  args: {
    // The caller's report: here the line and type of each line shown.
    reportCsv: (lines) =>
      ['row,type', ...lines.map((line) => `${line.lineNumber},${line.errorType}`)].join('\r\n'),
  },
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas);
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Warnings' }));
    await expect(await shownLines(sheet)).toEqual([
      'WarningStart Date is missing in line 3, the current date is used',
    ]);
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Errors' }));
    await waitFor(() => expect(within(sheet).getAllByRole('listitem')).toHaveLength(3));
    // The report is the caller's, of the lines shown.
    const link = within(sheet).getByRole('link', { name: 'Download report (CSV)' });
    await expect(link).toHaveAttribute('download', 'import-report.csv');
    const report = await (await fetch(link.getAttribute('href')!)).text();
    await expect(report.split('\r\n')).toEqual(['row,type', '2,Error', '5,Error', '7,Error']);
  },
};

export const FiveThousandLines: Story = {
  args: { lines: fiveThousand },
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas);
    await expect(sheet).toHaveTextContent('3333 errors, 1667 warnings');
    // Only a screenful of the 5 000 lines is in the DOM.
    const rendered = await renderedLines(sheet);
    await expect(rendered.length).toBeLessThan(40);
    await expect(rendered[0]).toHaveAttribute('aria-setsize', '5000');
    // Scrolling to the end brings the last line in.
    const list = within(sheet).getByRole('region', { name: 'Errors and warnings' });
    list.scrollTop = list.scrollHeight;
    await waitFor(() =>
      expect(within(sheet).getByText('Color Name is invalid in line 5001')).toBeVisible(),
    );
  },
};

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

export const ControlsStayWhileTheFileIsRead: Story = {
  args: { controls: <p>Whose products: Maison Lune</p>, readingProgress: 40 },
  play: async ({ canvas }) => {
    // A new choice reads the file again: the control the user is in stays.
    const sheet = await openSheet(canvas);
    await expect(sheet).toHaveTextContent('Whose products: Maison Lune');
    await expect(sheet).toHaveTextContent('Reading the file… 40%');
  },
};

export const GroupsIdenticalMessagesAndShowsValues: Story = {
  args: {
    lines: [
      error(2, 'Product ML-1 is not imported because line 3 has errors.'),
      error(3, 'Color Name is invalid in line 3', 'Blak'),
      error(4, 'Product ML-1 is not imported because line 3 has errors.'),
      error(6, 'StartDate is Invalid... It would be MM/dd/yyyy', 'soon'),
      error(7, 'StartDate is Invalid... It would be MM/dd/yyyy', 'soon'),
    ],
  },
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas);
    await expect(sheet).toHaveTextContent('5 errors, 0 warnings');
    await expect(await shownLines(sheet)).toEqual([
      'Error · lines 2, 4Product ML-1 is not imported because line 3 has errors.',
      'ErrorColor Name is invalid in line 3 (found “Blak”)',
      'Error · lines 6, 7StartDate is Invalid... It would be MM/dd/yyyy (found “soon”)',
    ]);
  },
};

export const HelpSection: Story = {
  args: { help: <p>The allowed values list every category with its sizes.</p> },
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas);
    const help = within(sheet).getByRole('region', { name: 'Help Section' });
    await expect(help).toHaveTextContent('The allowed values list every category with its sizes.');
  },
};

export const NoReportWithoutItsMaker: Story = {
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas);
    await expect(within(sheet).queryByRole('link', { name: /Download report/ })).toBeNull();
  },
};
