import { atom } from 'jotai';

/** A toast of the shell: a success or a failure of something the person just did. */
export type ToastMessage = { id: number; tone: 'success' | 'error'; text: string };

/** The toasts on screen, oldest first. */
export const toastsAtom = atom<readonly ToastMessage[]>([]);

let nextId = 1;

export const pushToastAtom = atom(null, (get, set, toast: Omit<ToastMessage, 'id'>) => {
  set(toastsAtom, [...get(toastsAtom), { ...toast, id: nextId++ }]);
});

export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((toast) => toast.id !== id),
  );
});
