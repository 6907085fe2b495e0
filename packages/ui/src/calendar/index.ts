export { Calendar, type CalendarProps } from './calendar';
export { TimeSlotPicker, type TimeSlotPickerProps } from './time-slot-picker';
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
