import type { BadgeTone } from '../Badge/Badge';
import type { LinkComponent } from '../Link/linkComponent';
import { statusTone } from '../StatusBadge/StatusBadge';
import { tokens } from '../theme/tokens';
import type { Placed } from './calendarLayout';
import { StyledHidden, StyledItem, StyledItemTime, StyledItemTitle } from './EventCalendar.styles';

const DOT: Record<BadgeTone, string> = {
  neutral: tokens.color.borderStrong,
  accent: tokens.color.accent,
  success: tokens.color.success,
  warning: tokens.color.warning,
  danger: tokens.color.danger,
  info: tokens.color.info,
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

/**
 * How an item's end is given: not at all (a month's day), shown ('19:00–20:00', the
 * agenda) or only read out (the week's grid, whose height shows it).
 */
export type ItemRange = 'none' | 'shown' | 'read';

type CalendarItemLinkProps = {
  item: Placed;
  range: ItemRange;
  href: string;
  linkComponent?: LinkComponent;
};

/** A show as a link: its start (its end too, or only read out on the grid), title, status. */
export function CalendarItemLink({ item, range, href, linkComponent }: CalendarItemLinkProps) {
  return (
    <StyledItem
      as={linkComponent ?? 'a'}
      href={href}
      $dot={DOT[statusTone(item.status)]}
      $cancelled={item.status.toLowerCase() === 'cancelled'}
    >
      <StyledItemTime dateTime={item.start}>
        {item.startTime}
        {range === 'shown' ? `–${item.endTime}` : null}
        {range === 'read' ? <StyledHidden> to {item.endTime}</StyledHidden> : null}
      </StyledItemTime>
      <StyledItemTitle>{item.title}</StyledItemTitle>
      <StyledHidden>({item.statusLabel ?? capitalise(item.status)})</StyledHidden>
    </StyledItem>
  );
}
