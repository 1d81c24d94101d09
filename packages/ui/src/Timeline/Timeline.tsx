import {
  ArrowRightLeft,
  Circle,
  CreditCard,
  Landmark,
  Mail,
  ShoppingBag,
  StickyNote,
  Truck,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';
import {
  StyledBody,
  StyledEmpty,
  StyledEntry,
  StyledHeading,
  StyledList,
  StyledMarker,
  StyledMeta,
  StyledText,
  StyledTimeline,
  StyledWho,
} from './Timeline.styles';

/** One thing that happened: what kind, who did it (null: the system), when, and its words. */
export type TimelineEntry = {
  /** Unique within the timeline (the row's id, or its type and time). */
  id: string;
  /** Chooses the icon: created, status, payment, transfer, refund, note, tracking, email. */
  type: string;
  /** The account's name, or null for the system. */
  who: string | null;
  /** ISO 8601 instant. */
  at: string;
  text: ReactNode;
};

export type TimelineProps = {
  entries: readonly TimelineEntry[];
  /** The section's heading; names the region. */
  title?: string;
  /** The heading level that fits the page's outline. */
  headingLevel?: 2 | 3;
  /** A slot under the heading, e.g. the note form. */
  composer?: ReactNode;
  /** The instant relative times count from (tests and stories fix it); now by default. */
  now?: Date;
  /** BCP 47 locale of the times; the reader's by default. */
  locale?: string;
  /** IANA zone of the absolute times; the reader's by default. */
  timeZone?: string;
  /** Shown when there is nothing yet. */
  emptyText?: string;
  className?: string;
};

const ICONS: Record<string, LucideIcon> = {
  created: ShoppingBag,
  status: ArrowRightLeft,
  payment: CreditCard,
  transfer: Landmark,
  refund: Undo2,
  note: StickyNote,
  tracking: Truck,
  mail: Mail,
  email: Mail,
};

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** '3 minutes ago', 'yesterday', 'now'. */
export function relativeTime(at: Date, now: Date, locale?: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const seconds = Math.round((at.getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/**
 * What happened to a record, newest first: each entry's icon by its type, who did it (or
 * "System"), when (relative, and the date and time), and its text. A composer slot (the
 * note form) sits under the heading.
 */
export function Timeline({
  entries,
  title = 'Timeline',
  headingLevel = 2,
  composer,
  now = new Date(),
  locale,
  timeZone,
  emptyText = 'Nothing has happened yet.',
  className,
}: TimelineProps) {
  const headingId = useId();
  const absolute = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  });
  const sorted = [...entries].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return (
    <StyledTimeline aria-labelledby={headingId} className={className}>
      <StyledHeading as={`h${headingLevel}`} id={headingId}>
        {title}
      </StyledHeading>
      {composer}
      {sorted.length === 0 ? (
        <StyledEmpty>{emptyText}</StyledEmpty>
      ) : (
        <StyledList>
          {sorted.map((entry) => {
            const Icon = ICONS[entry.type] ?? Circle;
            const at = new Date(entry.at);
            return (
              <StyledEntry key={entry.id}>
                <StyledMarker>
                  <Icon aria-hidden />
                </StyledMarker>
                <StyledBody>
                  <StyledMeta>
                    <StyledWho>{entry.who ?? 'System'}</StyledWho>
                    <time dateTime={entry.at}>
                      {relativeTime(at, now, locale)} · {absolute.format(at)}
                    </time>
                  </StyledMeta>
                  <StyledText>{entry.text}</StyledText>
                </StyledBody>
              </StyledEntry>
            );
          })}
        </StyledList>
      )}
    </StyledTimeline>
  );
}
