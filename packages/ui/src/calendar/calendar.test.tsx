import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { Calendar, type CalendarProps } from './calendar';
import { dayOfWeek } from '@wsms/contracts/dates';

// 2026-03-04 is a Wednesday; 2026-03-01 and 2026-03-08 are Sundays.
const today = '2026-03-04';
const noSundays = (date: string) => dayOfWeek(date) === 0;

function setup(props: Partial<CalendarProps> = {}) {
  const onChange = jest.fn();
  const user = userEvent.setup();
  renderWithTheme(<Calendar label="Session date" today={today} min={today} isDateDisabled={noSundays} onChange={onChange} {...props} />);
  return { onChange, user };
}

const day = (name: string) => screen.getByRole('gridcell', { name });

/** Tabs past the month buttons into the grid, as a keyboard user would. */
async function tabIntoGrid(user: ReturnType<typeof userEvent.setup>) {
  for (let i = 0; i < 3 && document.activeElement?.getAttribute('role') !== 'gridcell'; i += 1) await user.tab();
}

describe('Calendar', () => {
  test('When shown, then past dates and every Sunday are disabled and today is marked as the current date', () => {
    setup();
    expect(screen.getByRole('grid', { name: 'March 2026' })).toBeInTheDocument();
    expect(day('Tuesday, March 3, 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Sunday, March 8, 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Sunday, March 29, 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Monday, March 9, 2026')).not.toHaveAttribute('aria-disabled');
    expect(day('Wednesday, March 4, 2026')).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  test('When a disabled day is clicked, then nothing is selected; when an open day is clicked, then it is', async () => {
    const { onChange, user } = setup();
    await user.click(day('Sunday, March 8, 2026'));
    await user.click(day('Monday, March 2, 2026'));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(day('Monday, March 9, 2026'));
    expect(onChange).toHaveBeenCalledWith('2026-03-09');
  });

  test('When arrow keys, Home and End are pressed, then focus moves by day, week and to the ends of the week', async () => {
    const { user } = setup();
    await tabIntoGrid(user);
    expect(day('Wednesday, March 4, 2026')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(day('Thursday, March 5, 2026')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(day('Thursday, March 12, 2026')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(day('Wednesday, March 4, 2026')).toHaveFocus();
    await user.keyboard('{ArrowDown}{Home}');
    expect(day('Sunday, March 8, 2026')).toHaveFocus();
    await user.keyboard('{End}');
    expect(day('Saturday, March 14, 2026')).toHaveFocus();
  });

  test('When PageDown and PageUp are pressed, then the month changes and focus keeps the day of the month', async () => {
    const { user } = setup();
    await tabIntoGrid(user);
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'April 2026' })).toBeInTheDocument();
    expect(day('Saturday, April 4, 2026')).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(day('Wednesday, March 4, 2026')).toHaveFocus();
  });

  test('When focus would move before the first allowed date, then it stays on that date', async () => {
    const { user } = setup();
    await tabIntoGrid(user);
    await user.keyboard('{ArrowLeft}{ArrowUp}{PageUp}');
    expect(day('Wednesday, March 4, 2026')).toHaveFocus();
  });

  test('When Enter or Space is pressed, then the focused open day is selected, but never a Sunday', async () => {
    const { onChange, user } = setup();
    await tabIntoGrid(user);
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-05');
    await user.keyboard('{ArrowRight}[Space]');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-06');
    await user.keyboard('{End}{ArrowRight}{Enter}');
    expect(day('Sunday, March 8, 2026')).toHaveFocus();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  test('When a value is given, then that day is selected and the month buttons show other months', async () => {
    const { user } = setup({ value: '2026-03-10' });
    expect(day('Tuesday, March 10, 2026')).toHaveAttribute('aria-selected', 'true');
    expect(day('Monday, March 9, 2026')).toHaveAttribute('aria-selected', 'false');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'April 2026' })).toBeInTheDocument();
    expect(day('Friday, April 10, 2026')).toHaveAttribute('tabindex', '0');
  });

  test('When the page re-renders it with a new value or a later first date, then the days shown follow (their names and states are kept per month)', () => {
    const onChange = jest.fn();
    const { rerender } = renderWithTheme(<Calendar label="Session date" today={today} min={today} isDateDisabled={noSundays} onChange={onChange} />);
    rerender(<Calendar label="Session date" today={today} min={today} isDateDisabled={noSundays} onChange={onChange} value="2026-03-10" />);
    expect(day('Tuesday, March 10, 2026')).toHaveAttribute('aria-selected', 'true');
    expect(day('Monday, March 9, 2026')).not.toHaveAttribute('aria-disabled');

    rerender(<Calendar label="Session date" today={today} min="2026-03-10" isDateDisabled={noSundays} onChange={onChange} value="2026-03-10" />);

    expect(day('Monday, March 9, 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Tuesday, March 10, 2026')).not.toHaveAttribute('aria-disabled');
  });
});
