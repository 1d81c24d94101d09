import { messages } from '@runway-live/domain/messages';
import { atom } from 'jotai';

/** The error dialog every failed call opens (section 8), titled 'Error!' unless told. */
export type ErrorDialog = { title: string; message: string };

export const errorDialogAtom = atom<ErrorDialog | null>(null);

export const openErrorDialogAtom = atom(
  null,
  (_get, set, message: string, title: string = messages.errorTitle) =>
    set(errorDialogAtom, { title, message }),
);

export const closeErrorDialogAtom = atom(null, (_get, set) => set(errorDialogAtom, null));
