import { Button, Icon, tokens } from '@runway-live/ui';
import { styled } from 'styled-components';
import { useCsvDownloads, type CsvDownload } from './useCsvDownloads';

const StyledHelp = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[2]};
  font-size: ${tokens.fontSize[2]};
  color: ${tokens.color.textMuted};
`;

/** The two downloads keep to one row, even when the question above them wraps. */
const StyledLinks = styled.span`
  display: inline-flex;
  flex-wrap: nowrap;
  gap: ${tokens.space[2]};
`;

/** The files that help fill a CSV in, in the order they are offered. */
const HELP_FILES: { file: CsvDownload; label: string }[] = [
  { file: 'template', label: 'Download template' },
  { file: 'allowedValues', label: 'Allowed values' },
];

/**
 * "Download template" and "Allowed values", a line beside the import: the header of
 * section 3 with sample rows, and the live reference data (categories and their size
 * charts, colours, the date format, the flags), both made by the server from the database.
 */
export function DownloadTemplateAction() {
  const { busy, download } = useCsvDownloads();
  return (
    <StyledHelp role="group" aria-label="CSV import files">
      <span>Importing from a spreadsheet?</span>
      <StyledLinks>
        {HELP_FILES.map(({ file, label }) => (
          <Button
            key={file}
            size="sm"
            variant="link"
            icon={<Icon name="download" size="sm" />}
            loading={busy === file}
            disabled={busy !== null}
            onClick={() => void download(file)}
          >
            {label}
          </Button>
        ))}
      </StyledLinks>
    </StyledHelp>
  );
}
