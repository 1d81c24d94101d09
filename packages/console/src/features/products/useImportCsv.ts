import { useToast } from '../../app/useToast';

/**
 * "Import CSV" of the product list. The bulk import flow (section 2.14, the uploader
 * sheet) is built beside this screen and wired in here when it lands; until then the
 * button says so instead of doing nothing.
 */
export function useImportCsv(): () => void {
  const toast = useToast();
  return () => toast.error('The CSV import is not available yet.');
}
