/** @jest-environment node */
import {
  bookingLocationValues,
  bookingStatusLabel,
  businessWeek,
  closedWeekday,
  locationLabel,
  locationValue,
  sessionMinutes,
  sessionTypeLabel,
  sessionTypeValues,
  sessionWeekdays,
  weekdayName,
  weekdays,
} from './vocabulary';

describe('vocabulary', () => {
  test('When a location travels lowercase or with spaces around it, then it is shown as the gym\'s town; an unknown one as given', () => {
    expect(locationLabel('west boylston')).toBe('West Boylston');
    expect(locationLabel(' Woburn ')).toBe('Woburn');
    expect(locationLabel('worcester')).toBe('worcester');
    expect(locationValue(' West Boylston ')).toBe('west boylston');
    expect(bookingLocationValues).toEqual(['marlborough', 'west boylston', 'weymouth', 'chicopee', 'tewksbury', 'woburn']);
  });

  test('When a session type or a booking status is shown, then it reads as the spec names it; an unknown one as stored', () => {
    expect(sessionTypeLabel('technique')).toBe('Technique Training (1 Hour)');
    expect(sessionTypeLabel('yoga')).toBe('yoga');
    expect(sessionMinutes('extended')).toBe(90);
    expect(sessionMinutes('yoga')).toBe(60);
    expect(sessionTypeValues).toEqual(['technique', 'conditioning', 'rehabilitation', 'nutrition', 'extended']);
    expect(bookingStatusLabel('no_show')).toBe('no-show');
    expect(bookingStatusLabel('confirmed')).toBe('confirmed');
  });

  test('When days of the week are named, then 0 is Sunday as stored, the business week runs Monday to Sunday, and sessions Monday to Saturday', () => {
    expect(weekdayName(0)).toBe('Sunday');
    expect(weekdayName(6)).toBe('Saturday');
    expect(businessWeek.map(weekdayName)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(sessionWeekdays.map(weekdayName)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(weekdays[closedWeekday]).toBe('Sunday');
  });
});
