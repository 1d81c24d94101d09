import { atom } from 'jotai';

/**
 * What the header's unsaved-changes bar does (section 2.10): Discard, and the page's own
 * save (its label, 'Update' when the page has no button of its own, and whether it runs).
 */
export type UnsavedChanges = {
  onDiscard: () => void;
  onUpdate: () => void;
  saveLabel?: string;
  saving?: boolean;
};

/** The form with unsaved changes on screen, or null: the bar shows while it is set. */
export const unsavedChangesAtom = atom<UnsavedChanges | null>(null);

/**
 * A way out taken while changes are unsaved, waiting for the person's answer: an in-app
 * link (its path), or the browser's Back or Forward (`history`: the app is back on the
 * form's entry and the step is taken again if they leave).
 */
export type PendingLeave = { kind: 'link'; to: string } | { kind: 'history' };

export const pendingLeaveAtom = atom<PendingLeave | null>(null);
