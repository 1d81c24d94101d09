import { atom } from 'jotai';

/** What the header's unsaved-changes bar does (section 2.10): Discard and Update. */
export type UnsavedChanges = { onDiscard: () => void; onUpdate: () => void };

/** The form with unsaved changes on screen, or null: the bar shows while it is set. */
export const unsavedChangesAtom = atom<UnsavedChanges | null>(null);

/** An in-app link followed while changes are unsaved, waiting for the person's answer. */
export const pendingLeaveAtom = atom<string | null>(null);
