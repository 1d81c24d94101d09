import { useState } from 'react';
import { failureMessage, useApi } from '../../api/ApiProvider';
import { useToast } from '../../shared/useToast';
import { downloadCsv, IMPORT_DOWNLOADS, type CsvRequest } from './importApi';

export type CsvDownload = 'template' | 'allowedValues' | 'export';

const FALLBACK_NAMES: Record<CsvDownload, string> = {
  template: 'products-template.csv',
  allowedValues: 'products-allowed-values.csv',
  export: 'products.csv',
};

/**
 * The import's downloads (the template, the allowed values, an export of products), one at
 * a time: `busy` names the one in flight; a failure is a toast.
 */
export function useCsvDownloads() {
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState<CsvDownload | null>(null);

  const download = async (which: CsvDownload, request?: CsvRequest) => {
    setBusy(which);
    try {
      await downloadCsv(api, IMPORT_DOWNLOADS[which], FALLBACK_NAMES[which], request);
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setBusy(null);
    }
  };
  return { busy, download };
}
