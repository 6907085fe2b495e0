export { Calendar, type CalendarProps } from './calendar';
export { TimeSlotPicker, type TimeSlotPickerProps } from './time-slot-picker';
