import { Button, Icon } from '@runway-live/ui';
import { useState } from 'react';
import { failureMessage, useApi } from '../../api/ApiProvider';
import { useToast } from '../../app/useToast';
import { downloadCsv, IMPORT_DOWNLOADS } from './importApi';

/**
 * "Download template" and "Allowed values" beside Import CSV: the header of section 3 with
 * sample rows, and the live reference data (categories and their size charts, colours,
 * the date format, the flags), both made by the server from the database.
 */
export function DownloadTemplateAction() {
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState<'template' | 'allowedValues' | null>(null);

  const download = async (which: 'template' | 'allowedValues', fallbackName: string) => {
    setBusy(which);
    try {
      await downloadCsv(api, IMPORT_DOWNLOADS[which], fallbackName);
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        icon={<Icon name="download" />}
        loading={busy === 'template'}
        disabled={busy !== null}
        onClick={() => void download('template', 'products-template.csv')}
      >
        Download template
      </Button>
      <Button
        variant="ghost"
        loading={busy === 'allowedValues'}
        disabled={busy !== null}
        onClick={() => void download('allowedValues', 'products-allowed-values.csv')}
      >
        Allowed values
      </Button>
    </>
  );
}
