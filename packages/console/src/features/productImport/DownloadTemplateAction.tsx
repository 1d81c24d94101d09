import { Button, Icon } from '@runway-live/ui';
import { useCsvDownloads } from './useCsvDownloads';

/**
 * "Download template" and "Allowed values" beside Import CSV: the header of section 3 with
 * sample rows, and the live reference data (categories and their size charts, colours,
 * the date format, the flags), both made by the server from the database.
 */
export function DownloadTemplateAction() {
  const { busy, download } = useCsvDownloads();
  return (
    <>
      <Button
        variant="secondary"
        icon={<Icon name="download" />}
        loading={busy === 'template'}
        disabled={busy !== null}
        onClick={() => void download('template')}
      >
        Download template
      </Button>
      <Button
        variant="ghost"
        loading={busy === 'allowedValues'}
        disabled={busy !== null}
        onClick={() => void download('allowedValues')}
      >
        Allowed values
      </Button>
    </>
  );
}
