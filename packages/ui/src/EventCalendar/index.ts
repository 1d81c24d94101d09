export { EventCalendar } from './EventCalendar';
export type { CalendarItem, EventCalendarProps } from './EventCalendar.types';
export {
  calendarDays,
  calendarRange,
  calendarTitle,
  shiftCalendarDay,
  dayOfInstant,
  stepCalendar,
  todayIn,
  type CalendarView,
  type WeekStart,
} from './calendarRange';
