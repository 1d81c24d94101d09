import type { ReactNode } from 'react';
import { dayNames, sameMonth } from './calendarRange';
import { lanesOf, type Placed } from './calendarLayout';
import type { ItemRange } from './CalendarItemLink';
import {
  StyledDay,
  StyledDayNumber,
  StyledGridItem,
  StyledHidden,
  StyledItems,
  StyledMore,
  StyledTimeColumn,
} from './EventCalendar.styles';

/** Draws one item as a link; the calendar knows the href and the router's link. */
export type ItemLink = (item: Placed, range: ItemRange) => ReactNode;

type MonthDayProps = {
  day: string;
  /** The day's items, in start order. */
  list: readonly Placed[];
  /** A day inside the month shown: days outside it are dimmed. */
  month: string;
  isToday: boolean;
  /** How many items show before '+2 more'. */
  maxPerDay: number;
  /** '+2 more' was pressed: every item shows. */
  open: boolean;
  onOpen: () => void;
  itemLink: ItemLink;
};

/** A month's day: its number, its first items, and '+2 more' for the rest. */
export function MonthDay({
  day,
  list,
  month,
  isToday,
  maxPerDay,
  open,
  onOpen,
  itemLink,
}: MonthDayProps) {
  const visible = open ? list : list.slice(0, maxPerDay);
  const hidden = list.length - visible.length;
  const names = dayNames(day);
  const outside = !sameMonth(day, month);
  return (
    <StyledDay
      aria-current={isToday ? 'date' : undefined}
      $outside={outside}
      $today={isToday}
      $week={false}
    >
      <StyledDayNumber $outside={outside} $today={isToday}>
        <time dateTime={day}>
          <span aria-hidden="true">{names.number}</span>
          <StyledHidden>{names.long}</StyledHidden>
        </time>
      </StyledDayNumber>
      {visible.length > 0 ? (
        <StyledItems>
          {visible.map((item) => (
            <li key={item.id}>{itemLink(item, 'none')}</li>
          ))}
        </StyledItems>
      ) : null}
      {hidden > 0 ? (
        <StyledMore type="button" aria-expanded={false} onClick={onOpen}>
          +{hidden} more
          <StyledHidden> on {names.long}</StyledHidden>
        </StyledMore>
      ) : null}
    </StyledDay>
  );
}

type WeekDayProps = {
  list: readonly Placed[];
  isToday: boolean;
  /** The hours the week's grid spans. */
  hours: { from: number; to: number };
  itemLink: ItemLink;
};

/** A week's day on the time grid: each show placed at its hour, as long as it lasts. */
export function WeekDay({ list, isToday, hours, itemLink }: WeekDayProps) {
  const lanes = lanesOf(list);
  const hourCount = hours.to - hours.from;
  const top = (minute: number) => ((minute - hours.from * 60) / (hourCount * 60)) * 100;
  return (
    <StyledDay aria-current={isToday ? 'date' : undefined} $outside={false} $today={isToday} $week>
      <StyledTimeColumn $hours={hourCount}>
        {list.length > 0 ? (
          <StyledItems>
            {list.map((item) => {
              const place = lanes.get(item.id)!;
              return (
                <StyledGridItem
                  key={item.id}
                  // An hour or more has room for the title under the time.
                  $tall={item.endMinute - item.startMinute >= 60}
                  style={{
                    top: `${top(item.startMinute)}%`,
                    height: `${top(item.endMinute) - top(item.startMinute)}%`,
                    left: `${(place.lane / place.lanes) * 100}%`,
                    width: `${100 / place.lanes}%`,
                  }}
                >
                  {itemLink(item, 'read')}
                </StyledGridItem>
              );
            })}
          </StyledItems>
        ) : null}
      </StyledTimeColumn>
    </StyledDay>
  );
}
