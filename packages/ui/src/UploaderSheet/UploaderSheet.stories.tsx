import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UploaderSheet } from './UploaderSheet';
import {
  error,
  errorsOnly,
  openSheet,
  renderedLines,
  sheetStories,
  shownLines,
  warning,
  warningsOnly,
} from './storyHarness';

/** The file's errors and warnings: counted, coloured, filtered, grouped, thousands of them, and the report. */
const meta = {
  title: 'Composites/UploaderSheet/Lines',
  component: UploaderSheet,
  ...sheetStories,
} satisfies Meta<typeof UploaderSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const fiveThousand = Array.from({ length: 5000 }, (_, index) =>
  index % 3 === 0
    ? warning(index + 2, `Start Date is missing in line ${index + 2}`)
    : error(index + 2, `Color Name is invalid in line ${index + 2}`),
);

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
