import { Spinner } from '../Spinner/Spinner';
import { StyledOutcome, StyledPanel, StyledRemoved } from './UploaderSheet.styles';

/** A product Upload will change, with the fields that change (labelled by the caller). */
export type ImportPreviewUpdate = {
  productCode: string;
  /** Whose product it is, when the file names several designers. */
  designer?: string;
  fields: readonly string[];
  /** The variants Upload removes from the stored product (labelled by the caller, e.g. 'Navy S'). */
  removed?: readonly string[];
};

/** The server's dry run of an import: what Upload will write, before anything is. */
export type ImportPreview =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | {
      status: 'ready';
      created: number;
      updated: number;
      unchanged: number;
      /** Colour × size rows across the products sent. */
      variants: number;
      updates: readonly ImportPreviewUpdate[];
    };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The variants a ready preview removes across its updates: Upload asks before it removes them. */
export function removedVariantCount(preview: ImportPreview | undefined): number {
  if (preview?.status !== 'ready') return 0;
  return preview.updates.reduce((total, update) => total + (update.removed?.length ?? 0), 0);
}

/** A ready preview that writes nothing: Upload has nothing to send. */
export function writesNothing(preview: ImportPreview | undefined): boolean {
  return preview?.status !== 'ready' || preview.created + preview.updated === 0;
}

/** The preview above the lines: 'N to create, M to update', the variant rows, what changes. */
export function ImportPreviewSummary({ preview }: { preview: ImportPreview }) {
  if (preview.status === 'loading') {
    return (
      <StyledOutcome role="status" $tone="neutral">
        <Spinner decorative />
        Checking what Upload will change…
      </StyledOutcome>
    );
  }
  if (preview.status === 'failed') {
    return (
      <StyledPanel $tone="danger" aria-label="Preview">
        <h3>The preview could not be made</h3>
        <p>{preview.message}</p>
      </StyledPanel>
    );
  }
  const { created, updated, unchanged, variants, updates } = preview;
  return (
    <StyledPanel $tone="neutral" aria-label="Preview">
      <h3>Upload will write</h3>
      <p>
        {created} to create, {updated} to update
        {unchanged > 0 ? `, ${unchanged} unchanged` : ''} ·{' '}
        {plural(variants, 'variant row', 'variant rows')}
      </p>
      {updates.length > 0 ? (
        <ul aria-label="Products to update" tabIndex={0}>
          {updates.map((update) => (
            <li key={`${update.designer ?? ''}\u0000${update.productCode}`}>
              <strong>{update.productCode}</strong>
              {update.designer ? ` (${update.designer})` : ''}: {update.fields.join(', ')}
              {update.removed?.length ? (
                <StyledRemoved>; removes {update.removed.join(', ')}</StyledRemoved>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </StyledPanel>
  );
}
