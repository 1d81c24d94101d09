import { useState } from 'react';
import { failureMessage, useApi } from '../api/ApiProvider';
import { downloadCsv, type CsvRequest } from '../api/downloadCsv';
import { useToast } from './useToast';

/**
 * A CSV the server makes, downloaded as a file under the session's headers: `downloading`
 * while it is in flight (the button's spinner); a failure is a toast.
 */
export function useCsvDownload(path: string, fallbackName: string) {
  const api = useApi();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const download = async (request?: CsvRequest) => {
    setDownloading(true);
    try {
      await downloadCsv(api, path, fallbackName, request);
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setDownloading(false);
    }
  };
  return { downloading, download };
}
