import { forwardRef } from 'react';
import { Badge, type BadgeProps, type BadgeTone } from '../Badge/Badge';

/** Common marketplace states and their tones; screens may pass their own map. */
export const DEFAULT_STATUS_TONES: Readonly<Record<string, BadgeTone>> = {
  live: 'danger',
  active: 'success',
  approved: 'success',
  completed: 'success',
  delivered: 'success',
  paid: 'success',
  scheduled: 'info',
  upcoming: 'info',
  shipped: 'info',
  pending: 'warning',
  draft: 'neutral',
  ended: 'neutral',
  inactive: 'neutral',
  cancelled: 'danger',
  failed: 'danger',
  rejected: 'danger',
};

export type StatusBadgeProps = Omit<BadgeProps, 'tone' | 'dot' | 'children'> & {
  /** The entity's status as the API gives it ('live', 'PENDING'…). */
  status: string;
  /** Overrides or extends the default status → tone map. */
  tones?: Readonly<Record<string, BadgeTone>>;
  /** What to show; defaults to the status with a capital first letter. */
  label?: string;
};

/** The tone of a status, case-insensitive; unknown statuses are neutral. */
export function statusTone(
  status: string,
  tones: Readonly<Record<string, BadgeTone>> = DEFAULT_STATUS_TONES,
): BadgeTone {
  return tones[String(status).trim().toLowerCase()] ?? 'neutral';
}

function capitalise(text: string): string {
  const trimmed = String(text).trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1).toLowerCase();
}

/** A status with a dot in its tone: events, orders, looks… */
export const StatusBadge = forwardRef<HTMLSpanElement, StatusBadgeProps>(function StatusBadge(
  { status, tones, label, ...rest },
  ref,
) {
  const map = tones ? { ...DEFAULT_STATUS_TONES, ...tones } : DEFAULT_STATUS_TONES;
  return (
    <Badge ref={ref} tone={statusTone(status, map)} dot {...rest}>
      {label ?? capitalise(status)}
    </Badge>
  );
});
