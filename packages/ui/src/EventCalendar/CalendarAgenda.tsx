import { dayNames } from './calendarRange';
import type { Placed } from './calendarLayout';
import type { ItemLink } from './CalendarDays';
import {
  StyledAgenda,
  StyledAgendaDay,
  StyledAgendaDayName,
  StyledItems,
} from './EventCalendar.styles';

type CalendarAgendaProps = {
  /** Names the list: the calendar's caption and the period's title. */
  label: string;
  /** The period's days that hold a show. */
  days: readonly string[];
  byDay: ReadonlyMap<string, Placed[]>;
  today: string;
  loading: boolean;
  itemLink: ItemLink;
};

/** On a phone: the period's days that hold a show, one after the other, each with its shows. */
export function CalendarAgenda({
  label,
  days,
  byDay,
  today,
  loading,
  itemLink,
}: CalendarAgendaProps) {
  return (
    <StyledAgenda aria-label={label} aria-busy={loading || undefined}>
      {days.map((day) => (
        <StyledAgendaDay key={day} aria-current={day === today ? 'date' : undefined}>
          <StyledAgendaDayName>
            <time dateTime={day}>{dayNames(day).long}</time>
            {day === today ? ' · Today' : null}
          </StyledAgendaDayName>
          <StyledItems>
            {(byDay.get(day) ?? []).map((item) => (
              <li key={item.id}>{itemLink(item, 'shown')}</li>
            ))}
          </StyledItems>
        </StyledAgendaDay>
      ))}
    </StyledAgenda>
  );
}
