import type { Meta } from '@storybook/react-vite';
import { useState } from 'react';
import { fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import type { UploaderLine } from './importReport';
import { UploaderSheet, type UploaderSheetProps } from './UploaderSheet';

// For stories only: the lines, the preview and the opening button the UploaderSheet stories share.

export const error = (lineNumber: number, message: string, value?: string): UploaderLine => ({
  errorType: 'Error',
  lineNumber,
  message,
  ...(value === undefined ? {} : { value }),
});
export const warning = (lineNumber: number, message: string): UploaderLine => ({
  errorType: 'Warning',
  lineNumber,
  message,
});

export const errorsOnly = [
  error(2, 'Product Code is missing in line 2'),
  error(5, 'Size is invalid in line 5, please refer Help Section.'),
];
export const warningsOnly = [
  warning(3, 'Start Date is missing in line 3, the current date is used'),
];
const mixed = [...errorsOnly, ...warningsOnly, error(7, '=HYPERLINK("x") is invalid in line 7')];

export const writesOne: UploaderSheetProps['preview'] = {
  status: 'ready',
  created: 1,
  updated: 0,
  unchanged: 0,
  variants: 2,
  updates: [],
};

export /** Opens the sheet from a button, as the product screens do. */
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

/** What every UploaderSheet story file starts from: mixed lines, one product to write. */
export const sheetStories = {
  args: {
    open: false,
    lines: mixed,
    preview: writesOne,
    onUpload: fn(async () => {}),
    onClose: fn(),
  },
  render: (args) => <SheetDemo {...args} />,
} satisfies Meta<typeof UploaderSheet>;

export async function openSheet(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Import CSV' }));
  return canvas.findByRole('dialog', { name: 'Import products' });
}

/** The lines in the DOM, once the list has measured itself in the opened sheet. */
export const renderedLines = (sheet: HTMLElement) => within(sheet).findAllByRole('listitem');

export const shownLines = async (sheet: HTMLElement) =>
  (await renderedLines(sheet)).map((line) => line.textContent);
