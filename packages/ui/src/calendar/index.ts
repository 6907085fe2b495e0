export { Calendar, type CalendarProps } from './calendar';
export {
  addDays,
  addMonths,
  clampDate,
  dayOfWeek,
  daysInMonth,
  formatCalendarDate,
  formatClockTime,
  monthOf,
  monthWeeks,
  startOfMonth,
  todayInTimeZone,
} from './calendar-dates';
