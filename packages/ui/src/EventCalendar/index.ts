export { EventCalendar, type CalendarItem, type EventCalendarProps } from './EventCalendar';
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
