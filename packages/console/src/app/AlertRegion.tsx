import { useAtomValue } from 'jotai';
import { alertAtom } from '../state/alerts';

/** Where the current alert (section 3: type and text) is announced. */
export function AlertRegion() {
  const alert = useAtomValue(alertAtom);
  if (!alert) return null;
  return (
    <p role={alert.type === 'error' ? 'alert' : 'status'} data-type={alert.type}>
      {alert.text}
    </p>
  );
}
