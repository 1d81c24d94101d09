import { atom } from 'jotai';

/** The spec's Alert (section 3): a type and a text, shown above the current screen. */
export type Alert = { type: 'success' | 'error'; text: string };

type AlertSlot = { alert: Alert; keepForNavigations: number };

const alertSlotAtom = atom<AlertSlot | null>(null);

/** The alert on screen, or null. */
export const alertAtom = atom((get) => get(alertSlotAtom)?.alert ?? null);

/**
 * Shows an alert. It clears on the next navigation unless `keepAfterNavigation` is set,
 * in which case it survives exactly one (e.g. a success message shown on the page a form
 * redirects to).
 */
export const showAlertAtom = atom(
  null,
  (_get, set, alert: Alert, options: { keepAfterNavigation?: boolean } = {}) => {
    set(alertSlotAtom, { alert, keepForNavigations: options.keepAfterNavigation ? 1 : 0 });
  },
);

export const dismissAlertAtom = atom(null, (_get, set) => set(alertSlotAtom, null));

/** Called by the router on every change of location (section 4, Alerts). */
export const alertNavigationAtom = atom(null, (get, set) => {
  const slot = get(alertSlotAtom);
  if (!slot) return;
  set(
    alertSlotAtom,
    slot.keepForNavigations > 0
      ? { ...slot, keepForNavigations: slot.keepForNavigations - 1 }
      : null,
  );
});
