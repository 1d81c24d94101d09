import { messages, removeVariantsText } from '@runway-live/domain';
import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import { Spinner } from '../Spinner/Spinner';
import { ImportLines } from './ImportLines';
import { Checkbox } from '../Checkbox/Checkbox';
import {
  ImportPreviewSummary,
  removedVariantCount,
  writesNothing,
  type ImportPreview,
} from './ImportPreviewSummary';
import { RejectedProducts, type RejectedProduct } from './RejectedProducts';
import { countLines, filterLines, type ImportFilter, type UploaderLine } from './importReport';
import {
  StyledDownload,
  StyledOutcome,
  StyledPanel,
  StyledReading,
  StyledSheet,
  StyledToolbar,
} from './UploaderSheet.styles';

/** The uploader dismisses itself this long after a successful upload (spec section 9). */
export const UPLOADED_CLOSE_DELAY_MS = 3000;

export type UploaderSheetProps = {
  open: boolean;
  /** The validation lines of the CSV file: errors and warnings by line number. */
  lines: readonly UploaderLine[];
  /** Sends the products; the sheet says 'Please wait...' until it settles. */
  onUpload: () => Promise<void>;
  /** The sheet is done: true 3 s after a successful upload, false on Cancel or Escape. */
  onClose: (uploaded: boolean) => void;
  title?: string;
  /**
   * While the file is still being read: percent done (0-100). The sheet shows a progress
   * bar instead of the lines, and Upload waits.
   */
  readingProgress?: number | null;
  /**
   * What Upload will write, from the server's dry run. Upload waits while it loads, and
   * stays disabled unless it is ready and creates or updates something. When it removes
   * variants, Upload waits until the user confirms their removal.
   */
  preview?: ImportPreview;
  /** Choices the caller adds above the preview (e.g. whose products the file holds). */
  controls?: ReactNode;
  /**
   * The CSV report of the lines shown (the caller's format, e.g. with the file's own
   * cells); without it there is no 'Download report (CSV)'.
   */
  reportCsv?: (lines: readonly UploaderLine[]) => string;
  /** The sheet's 'Help Section', which the spec's messages point to (e.g. the allowed values). */
  help?: ReactNode;
  /** Products the server refused (nothing was written), each with its first reasons. */
  rejected?: readonly RejectedProduct[];
};

type Phase = 'review' | 'uploading' | 'uploaded' | 'failed';

const FILTERS: { value: ImportFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'Error', label: 'Errors' },
  { value: 'Warning', label: 'Warnings' },
];

/** A blob URL of the report for a download link, revoked when the lines change. */
function useReportUrl(
  lines: readonly UploaderLine[],
  reportCsv: UploaderSheetProps['reportCsv'],
): string | null {
  const url = useMemo(
    () =>
      lines.length && reportCsv
        ? URL.createObjectURL(new Blob([reportCsv(lines)], { type: 'text/csv' }))
        : null,
    [lines, reportCsv],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * The bulk import's bottom sheet (spec 2.14 and 4): the validation lines, then Upload:
 * 'Please wait...' while the upload runs, a tick, and it closes itself 3 s later.
 */
export function UploaderSheet({
  open,
  lines,
  onUpload,
  onClose,
  title = 'Import products',
  readingProgress = null,
  preview,
  controls,
  reportCsv,
  help,
  rejected = [],
}: UploaderSheetProps) {
  const [phase, setPhase] = useState<Phase>('review');
  // The confirmation belongs to one preview: a new dry run asks again.
  const [removalsConfirmedFor, setRemovalsConfirmedFor] = useState<ImportPreview | null>(null);
  const removals = removedVariantCount(preview);
  const removalsConfirmed = removals === 0 || removalsConfirmedFor === preview;
  const [failure, setFailure] = useState('');
  const [filter, setFilter] = useState<ImportFilter>('all');
  const filterName = useId();
  const shown = useMemo(() => filterLines(lines, filter), [lines, filter]);
  const { errors, warnings } = useMemo(() => countLines(lines), [lines]);
  const reportUrl = useReportUrl(shown, reportCsv);

  const finish = (uploaded: boolean) => {
    setPhase('review');
    setFilter('all');
    setRemovalsConfirmedFor(null);
    onClose(uploaded);
  };

  // The timer starts once, when the tick shows; a re-render must not restart it.
  const finishRef = useRef(finish);
  useEffect(() => {
    finishRef.current = finish;
  });
  useEffect(() => {
    if (phase !== 'uploaded') return;
    const timer = setTimeout(() => finishRef.current(true), UPLOADED_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const upload = async () => {
    setPhase('uploading');
    try {
      await onUpload();
      setPhase('uploaded');
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : messages.technicalError);
      setPhase('failed');
    }
  };

  const busy = phase === 'uploading' || phase === 'uploaded';
  const reading = readingProgress !== null;
  const uploadWaits = busy || reading || writesNothing(preview) || !removalsConfirmed;

  return (
    <StyledSheet
      open={open}
      title={title}
      onClose={() => finish(false)}
      // No way out by Escape while the upload runs or the tick shows.
      onKeyDown={(event) => {
        if (event.key === 'Escape' && busy) event.preventDefault();
      }}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={() => finish(false)}>
            Cancel
          </Button>
          <Button disabled={uploadWaits} loading={phase === 'uploading'} onClick={upload}>
            Upload
          </Button>
        </>
      }
    >
      {/* Kept while the file is read again for a new choice: focus stays in the control. */}
      {busy ? null : controls}
      {phase === 'uploading' ? (
        <StyledOutcome role="status" $tone="neutral">
          <Spinner decorative />
          {messages.pleaseWait}
        </StyledOutcome>
      ) : phase === 'uploaded' ? (
        <StyledOutcome role="status" $tone="success">
          <CircleCheck aria-hidden />
          Uploaded
        </StyledOutcome>
      ) : reading ? (
        <StyledReading role="status">
          <span>Reading the file… {Math.round(readingProgress)}%</span>
          <ProgressBar value={readingProgress} label="Reading the file" showAtZero />
        </StyledReading>
      ) : (
        <>
          {phase === 'failed' ? (
            <StyledOutcome role="alert" $tone="danger">
              {failure}
            </StyledOutcome>
          ) : null}
          {rejected.length > 0 ? <RejectedProducts products={rejected} /> : null}
          {preview ? <ImportPreviewSummary preview={preview} /> : null}
          {removals > 0 && preview ? (
            <Checkbox
              label={`${removeVariantsText(removals)} from the stored products`}
              checked={removalsConfirmed}
              onChange={(event) => setRemovalsConfirmedFor(event.target.checked ? preview : null)}
            />
          ) : null}
          {lines.length === 0 ? (
            <StyledOutcome role="status" $tone="success">
              <CircleCheck aria-hidden />
              {messages.noImportMessages}
            </StyledOutcome>
          ) : (
            <>
              <StyledToolbar>
                <span>
                  {errors} {errors === 1 ? 'error' : 'errors'}, {warnings}{' '}
                  {warnings === 1 ? 'warning' : 'warnings'}
                </span>
                <fieldset>
                  <legend>Show</legend>
                  {FILTERS.map(({ value, label }) => (
                    <label key={value}>
                      <input
                        type="radio"
                        name={filterName}
                        value={value}
                        checked={filter === value}
                        onChange={() => setFilter(value)}
                      />
                      {label}
                    </label>
                  ))}
                </fieldset>
                {reportUrl ? (
                  <StyledDownload href={reportUrl} download="import-report.csv">
                    Download report (CSV)
                  </StyledDownload>
                ) : null}
              </StyledToolbar>
              <ImportLines lines={shown} label="Errors and warnings" />
            </>
          )}
          {help ? (
            <StyledPanel $tone="neutral" aria-label="Help Section">
              <h3>Help Section</h3>
              {help}
            </StyledPanel>
          ) : null}
        </>
      )}
    </StyledSheet>
  );
}
