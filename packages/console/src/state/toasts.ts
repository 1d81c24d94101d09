import { atom } from 'jotai';

/** A toast of the shell: a success or a failure of something the person just did. */
export type ToastMessage = { id: number; tone: 'success' | 'error'; text: string };

/**
 * How long a toast stays. A failure stays longer (it may need reading twice); hovering or
 * focusing a toast stops its clock, so nobody loses one mid-sentence.
 */
export const TOAST_DURATION_MS = { success: 5000, error: 10_000 } as const;

/** At most this many at once: a burst of failures does not cover the page. */
export const MAX_TOASTS = 3;

/** The toasts on screen, oldest first. */
export const toastsAtom = atom<readonly ToastMessage[]>([]);

let nextId = 1;

/**
 * Adds a toast; the same message again replaces the old one (with a fresh clock). Returns
 * its id, so whoever showed it can take it back once it no longer holds (a fixed field).
 */
export const pushToastAtom = atom(null, (get, set, toast: Omit<ToastMessage, 'id'>): number => {
  const others = get(toastsAtom).filter(
    (shown) => shown.tone !== toast.tone || shown.text !== toast.text,
  );
  const id = nextId++;
  set(toastsAtom, [...others, { ...toast, id }].slice(-MAX_TOASTS));
  return id;
});

export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((toast) => toast.id !== id),
  );
});

/**
 * The person moved to another page: a failure belonged to the page it happened on. A
 * success stays, as it often reports what sent the person here ("Product added").
 */
export const leavePageAtom = atom(null, (get, set) => {
  const toasts = get(toastsAtom);
  if (toasts.some((toast) => toast.tone === 'error')) {
    set(
      toastsAtom,
      toasts.filter((toast) => toast.tone !== 'error'),
    );
  }
});
