import { removeVariantsText, variantName, type RemovedVariant } from '@runway-live/domain/schemas';
import { ConfirmDialog } from '@runway-live/ui';

/**
 * A size or colour removal that waits for the user's answer: what goes (`what`, 'size XS'),
 * the variants that have stock, and the removal itself.
 */
export type PendingRemoval = {
  what: string;
  stocked: RemovedVariant[];
  apply: () => void;
  /** A category change asks with its own question and reason, and Cancel puts it back. */
  question?: { title: string; reason: string; cancel: () => void };
};

/** The question before a removal that takes stock: the variants and their stock, listed. */
export function RemovalDialog({
  pending,
  onDone,
}: {
  pending: PendingRemoval | null;
  onDone: (confirmed: boolean) => void;
}) {
  return (
    <ConfirmDialog
      open={pending !== null}
      title={pending?.question?.title ?? `Remove ${pending?.what ?? ''}?`}
      confirmLabel={removeVariantsText(pending?.stocked.length ?? 0)}
      destructive
      onConfirm={() => onDone(true)}
      onCancel={() => onDone(false)}
    >
      {pending?.question ? <p>{pending.question.reason}</p> : null}
      <p>
        {pending && pending.stocked.length === 1
          ? 'This variant has stock:'
          : `These ${pending?.stocked.length ?? 0} variants have stock:`}
      </p>
      <ul aria-label="Variants with stock">
        {pending?.stocked.map((variant) => (
          <li key={variantName(variant)}>
            {`${variantName(variant)}: ${variant.quantity} in stock${variant.sku ? ` (${variant.sku})` : ''}`}
          </li>
        ))}
      </ul>
      <p>
        {pending?.stocked.length === 1
          ? 'Saving the product removes it. Undo brings it back until you save.'
          : 'Saving the product removes them. Undo brings them back until you save.'}
      </p>
    </ConfirmDialog>
  );
}
