import { effectiveRole, isAdminOrStaff } from '@runway-live/domain/access';
import { type ImportResponse } from '@runway-live/domain/api';
import {
  checkCsvFileName,
  PRODUCT_COLUMNS,
  type ImportContext,
  type ImportMessage,
} from '@runway-live/domain/import';
import { messages } from '@runway-live/domain/messages';
import { variantName } from '@runway-live/domain/schemas';
import {
  Button,
  Icon,
  UploaderSheet,
  type ImportPreview,
  type ImportPreviewUpdate,
  type RejectedProduct,
  type UploaderLine,
} from '@runway-live/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { failureMessage, useApi } from '../../api/ApiProvider';
import { useToast } from '../../shared/useToast';
import { consoleConfig } from '../../config';
import { showAlertAtom } from '../../state/alerts';
import { userAtom } from '../../state/session';
import { lookKeys } from '../looks';
import { DesignerSelect } from '../people';
import { productKeys } from '../products';
import { fetchImportReference, ImportRefusedError, sendImport } from './importApi';
import { DownloadTemplateAction } from './DownloadTemplateAction';
import { importReportCsv, type ReportRows } from './importReport';
import { readInWorker, type FileReading } from './productFileReader';

/** What an import changes: every product query, and the looks (a Look Name creates a look). */
export const PRODUCT_QUERIES = productKeys.all;
export const LOOK_QUERIES = lookKeys.all;
const REFERENCE_QUERY = ['reference', 'import'] as const;

export type ImportCsvActionProps = {
  /** The event whose product screen this is: rows without an Event Id get it. */
  eventId?: string;
  /** The look whose product screen this is: rows without a Look Id get it. */
  lookId?: string;
  /** After a successful upload, when the sheet has closed itself. */
  onImported?: (answer: ImportResponse) => void;
};

type Sheet = {
  fileName: string;
  readingProgress: number | null;
  lines: readonly ImportMessage[];
  rows?: ReportRows;
  preview?: ImportPreview;
  rejected: readonly RejectedProduct[];
};

/** The fields a dry run names, as the CSV's columns call them (the category's copies under Category Id). */
const FIELD_LABELS: Record<string, string> = {
  ...PRODUCT_COLUMNS,
  eventId: 'Event Id',
  lookId: 'Look Id',
  gender: 'Category Id',
  superCategory: 'Category Id',
  category: 'Category Id',
  subCategory: 'Category Id',
  preOrder: 'PreOrder',
  backOrder: 'BackOrder',
  availableAtShowTime: 'Available at show time',
  colors: 'Colors and sizes',
};

/** The dry run's answer as the sheet shows it: counts, and the fields each update changes. */
export function previewOf(answer: ImportResponse): ImportPreview {
  const designers = new Set(answer.changes.map((change) => change.designerId));
  const updates: ImportPreviewUpdate[] = answer.changes
    .filter((change) => change.action === 'update')
    .map((change) => ({
      productCode: change.productCode,
      ...(designers.size > 1 ? { designer: change.designerId } : {}),
      fields: [...new Set(change.fields.map((field) => FIELD_LABELS[field] ?? field))],
      ...(change.removed ? { removed: change.removed.map(variantName) } : {}),
    }));
  return {
    status: 'ready',
    created: answer.created,
    updated: answer.updated,
    unchanged: answer.unchanged,
    variants: answer.variants,
    updates,
  };
}

/**
 * "Import CSV" on a product screen (spec 2.14, 4 and 5; issue 13): choose a .csv file, read
 * it in a worker with a progress bar, list its errors and warnings by line, preview what
 * the server would write (its dry run), then Upload (after confirming the variants it
 * removes, if any): 'Please wait...', a tick, and the sheet
 * closes itself 3 s later; the product lists are refreshed. Cancel closes it, nothing sent.
 * Admin and staff pick in the sheet the designer whose id fills blank Designer Id cells:
 * the file is read again for them.
 *
 * The hook is for pages whose header lists the action (`chooseFile` as its onClick) and
 * which render `element` (the file input and the sheet) once; `ImportCsvAction` is the
 * hook with its own button.
 */
export function useImportCsvAction({ eventId, lookId, onImported }: ImportCsvActionProps = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const user = useAtomValue(userAtom);
  const showAlert = useSetAtom(showAlertAtom);
  const toast = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [preparing, setPreparing] = useState(false);
  // Admin and staff: the designer whose id fills the file's blank Designer Id cells.
  const [designerId, setDesignerId] = useState('');
  const chosen = useRef<{ file: File; context: ImportContext } | null>(null);
  const reading = useRef<FileReading | null>(null);
  const sealed = useRef<Promise<Uint8Array<ArrayBuffer> | null> | null>(null);
  const uploaded = useRef<ImportResponse | null>(null);
  // Answers of a file the user has since closed or replaced are dropped.
  const generation = useRef(0);

  useEffect(() => () => reading.current?.cancel(), []);

  const update = (current: number, change: (sheet: Sheet) => Sheet) => {
    if (current === generation.current) setSheet((state) => (state ? change(state) : state));
  };

  const readChosenFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !user) return;
    const nameError = checkCsvFileName(file.name);
    if (nameError) {
      showAlert({ type: 'error', text: nameError });
      return;
    }
    setPreparing(true);
    let context: ImportContext;
    try {
      const reference = await queryClient.fetchQuery({
        queryKey: REFERENCE_QUERY,
        queryFn: () => fetchImportReference(api),
        staleTime: 60_000,
      });
      context = {
        role: effectiveRole(user),
        userId: user._id,
        ...reference,
        ...(eventId ? { eventId } : {}),
        ...(lookId ? { lookId } : {}),
      };
    } catch {
      // The client has shown the failure (section 8).
      return;
    } finally {
      setPreparing(false);
    }

    chosen.current = { file, context };
    await read(file, context, designerId);
  };

  /** Reads the file (again) for the designer picked, then previews what Upload writes. */
  const read = async (file: File, baseContext: ImportContext, designer: string) => {
    const context = designer ? { ...baseContext, designerId: designer } : baseContext;
    reading.current?.cancel();
    generation.current += 1;
    const current = generation.current;
    uploaded.current = null;
    setSheet({ fileName: file.name, readingProgress: 0, lines: [], rejected: [] });
    const next = readInWorker(file, context, consoleConfig.envelopeSecret, (percent) =>
      update(current, (state) => ({ ...state, readingProgress: percent })),
    );
    reading.current = next;
    sealed.current = next.sealed;

    let summary;
    try {
      summary = await next.summary;
    } catch (error) {
      // Section 8: a file that cannot be read is a log entry only.
      console.error('The CSV file could not be read', error);
      if (current === generation.current) setSheet(null);
      return;
    }
    if (current !== generation.current) return;
    if (summary.fileError) {
      setSheet(null);
      showAlert({ type: 'error', text: summary.fileError });
      return;
    }
    const hasProducts = summary.productCount > 0;
    update(current, (state) => ({
      ...state,
      readingProgress: null,
      lines: summary.messages,
      ...(summary.rows ? { rows: summary.rows } : {}),
      ...(hasProducts ? { preview: { status: 'loading' } } : {}),
    }));
    if (!hasProducts) return;

    try {
      const request = await next.sealed;
      if (request === null) return;
      const answer = await sendImport(api, request, { dryRun: true });
      update(current, (state) => ({ ...state, preview: previewOf(answer) }));
    } catch (error) {
      update(current, (state) => ({
        ...state,
        preview: { status: 'failed', message: failureMessage(error) },
        rejected: error instanceof ImportRefusedError ? error.rejected : state.rejected,
      }));
    }
  };

  const upload = async () => {
    const current = generation.current;
    const request = await sealed.current;
    if (!request) throw new Error(messages.nothingToUpload);
    try {
      uploaded.current = await sendImport(api, request, { dryRun: false });
    } catch (error) {
      if (error instanceof ImportRefusedError) {
        update(current, (state) => ({ ...state, rejected: error.rejected }));
      }
      throw error;
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: PRODUCT_QUERIES }),
      queryClient.invalidateQueries({ queryKey: LOOK_QUERIES }),
    ]);
  };

  const pickDesigner = (picked: string) => {
    setDesignerId(picked);
    if (chosen.current) void read(chosen.current.file, chosen.current.context, picked);
  };

  const close = (success: boolean) => {
    chosen.current = null;
    reading.current?.cancel();
    reading.current = null;
    sealed.current = null;
    generation.current += 1;
    setSheet(null);
    const answer = uploaded.current;
    uploaded.current = null;
    if (success && answer) {
      toast.success(`Products imported: ${answer.created} created, ${answer.updated} updated.`);
      onImported?.(answer);
    }
  };

  const picksDesigner = user ? isAdminOrStaff(effectiveRole(user)) : false;
  const rows = sheet?.rows;
  const reportCsv = useCallback(
    (lines: readonly UploaderLine[]) => importReportCsv(lines, rows),
    [rows],
  );
  const element = (
    <>
      <input
        ref={inputRef}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label="CSV file to import"
        onChange={(event) => void readChosenFile(event)}
      />
      <UploaderSheet
        open={sheet !== null}
        title={sheet ? `Import ${sheet.fileName}` : 'Import products'}
        lines={sheet?.lines ?? []}
        readingProgress={sheet?.readingProgress ?? null}
        {...(sheet?.preview ? { preview: sheet.preview } : {})}
        rejected={sheet?.rejected ?? []}
        reportCsv={reportCsv}
        help={
          <>
            <p>
              The allowed values list every category with its size chart, every colour and the
              designers you may import for, with their ids.
            </p>
            <DownloadTemplateAction />
          </>
        }
        {...(picksDesigner
          ? {
              controls: (
                <DesignerSelect
                  label="Designer"
                  placeholder="Select a designer"
                  hint="Blank Designer Id cells of the file are filled with this designer's id."
                  value={designerId}
                  onChange={(event) => pickDesigner(event.target.value)}
                />
              ),
            }
          : {})}
        onUpload={upload}
        onClose={close}
      />
    </>
  );
  return { chooseFile: () => inputRef.current?.click(), preparing, element };
}

/** The "Import CSV" button with its file choice and sheet. */
export function ImportCsvAction(props: ImportCsvActionProps) {
  const { chooseFile, preparing, element } = useImportCsvAction(props);
  return (
    <>
      <Button
        variant="secondary"
        icon={<Icon name="upload" />}
        loading={preparing}
        disabled={preparing}
        onClick={chooseFile}
      >
        Import CSV
      </Button>
      {element}
    </>
  );
}
