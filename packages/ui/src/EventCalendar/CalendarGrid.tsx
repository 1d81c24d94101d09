import { dayNames, type CalendarView } from './calendarRange';
import { chunk, type Placed } from './calendarLayout';
import { MonthDay, WeekDay, type ItemLink } from './CalendarDays';
import {
  StyledCaption,
  StyledHead,
  StyledHidden,
  StyledHour,
  StyledHours,
  StyledScroller,
  StyledTable,
  StyledTimeColumn,
} from './EventCalendar.styles';

type CalendarGridProps = {
  caption: string;
  title: string;
  view: CalendarView;
  /** A day inside the period shown. */
  date: string;
  /** The period's days, whole weeks. */
  days: readonly string[];
  byDay: ReadonlyMap<string, Placed[]>;
  today: string;
  /** The hours a week's grid spans. */
  hours: { from: number; to: number };
  maxPerDay: number;
  /** The month's days whose '+2 more' was pressed. */
  expanded: ReadonlySet<string>;
  onExpand: (day: string) => void;
  loading: boolean;
  itemLink: ItemLink;
};

/** The month or the week as a table whose columns are weekdays; a week's rows are hours. */
export function CalendarGrid({
  caption,
  title,
  view,
  date,
  days,
  byDay,
  today,
  hours,
  maxPerDay,
  expanded,
  onExpand,
  loading,
  itemLink,
}: CalendarGridProps) {
  const weeks = chunk(days, 7);
  const hourCount = hours.to - hours.from;
  return (
    <StyledScroller role="region" aria-label={`${caption}, ${title}`} tabIndex={0}>
      <StyledTable aria-busy={loading || undefined} $week={view === 'week'}>
        <StyledCaption>
          {caption}, {title}
        </StyledCaption>
        <thead>
          <tr>
            {view === 'week' ? (
              <StyledHead scope="col" $hours>
                <StyledHidden>Time</StyledHidden>
              </StyledHead>
            ) : null}
            {(weeks[0] ?? []).map((day) => {
              const names = dayNames(day);
              return (
                <StyledHead key={day} scope="col" abbr={names.long.split(' ')[0]}>
                  {view === 'week' ? `${names.short} ${names.number}` : names.short}
                </StyledHead>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {view === 'week' ? (
            <tr>
              <StyledHours scope="row">
                <StyledHidden>Hours</StyledHidden>
                <StyledTimeColumn $hours={hourCount} aria-hidden="true">
                  {Array.from({ length: hourCount }, (_, index) => (
                    <StyledHour key={index} style={{ top: `${(index / hourCount) * 100}%` }}>
                      {String(hours.from + index).padStart(2, '0')}:00
                    </StyledHour>
                  ))}
                </StyledTimeColumn>
              </StyledHours>
              {days.map((day) => (
                <WeekDay
                  key={day}
                  list={byDay.get(day) ?? []}
                  isToday={day === today}
                  hours={hours}
                  itemLink={itemLink}
                />
              ))}
            </tr>
          ) : (
            weeks.map((week) => (
              <tr key={week[0]}>
                {week.map((day) => (
                  <MonthDay
                    key={day}
                    day={day}
                    list={byDay.get(day) ?? []}
                    month={date}
                    isToday={day === today}
                    maxPerDay={maxPerDay}
                    open={expanded.has(day)}
                    onOpen={() => onExpand(day)}
                    itemLink={itemLink}
                  />
                ))}
              </tr>
            ))
          )}
        </tbody>
      </StyledTable>
    </StyledScroller>
  );
}
