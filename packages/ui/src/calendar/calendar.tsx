import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { addDays, addMonths, clampDate, dayOfWeek, formatCalendarDate, monthOf } from '@wsms/contracts/dates';
import { weekdays } from '@wsms/contracts/vocabulary';
import { Day, Grid, Header, MonthLabel, NavButton, Wrapper } from './calendar-styles';
import { monthWeeks } from './month-weeks';

export interface CalendarProps {
  /** Accessible name of the whole calendar, e.g. 'Session date'. */
  label: string;
  /** The selected date, 'yyyy-MM-dd'. */
  value?: string | null;
  onChange: (date: string) => void;
  /** Today in the zone that matters; shown first and marked as the current date. */
  today: string;
  /** Focus never moves outside [min, max]. */
  min?: string;
  max?: string;
  isDateDisabled?: (date: string) => boolean;
}

const neverDisabled = () => false;

/** One day of the month grid: its date, its accessible name ('Monday, March 9, 2026') and whether it can be chosen. */
interface MonthDay {
  date: string;
  label: string;
  disabled: boolean;
}

/**
 * The shown month's weeks with each day's name and state. Worked out once per month (some hundred date
 * computations), not at every render: choosing a date or a time re-renders the calendar, and that
 * click's next paint waited for them (interaction latency, scripts/bench/inp.mjs).
 */
function useMonthDays(month: string, disabled: (date: string) => boolean): Array<Array<MonthDay | null>> {
  return useMemo(
    () => monthWeeks(`${month}-01`).map((week) => week.map((date) => (date ? { date, label: formatCalendarDate(date), disabled: disabled(date) } : null))),
    [month, disabled],
  );
}

const moves: Record<string, (date: string, shift: boolean) => string> = {
  ArrowLeft: (d) => addDays(d, -1),
  ArrowRight: (d) => addDays(d, 1),
  ArrowUp: (d) => addDays(d, -7),
  ArrowDown: (d) => addDays(d, 7),
  Home: (d) => addDays(d, -dayOfWeek(d)),
  End: (d) => addDays(d, 6 - dayOfWeek(d)),
  PageUp: (d, shift) => addMonths(d, shift ? -12 : -1),
  PageDown: (d, shift) => addMonths(d, shift ? 12 : 1),
};

/**
 * A month grid (ARIA grid pattern): arrows move by day or week, Home/End to the week's ends, PageUp/PageDown by month.
 * Drawn again only when its props change (a page re-rendered for another field leaves it be).
 */
export const Calendar = memo(function Calendar({ label, value, onChange, today, min, max, isDateDisabled = neverDisabled }: CalendarProps) {
  const monthId = useId();
  const [focusDate, setFocusDate] = useState(() => clampDate(value ?? today, min, max));
  const moveFocus = useRef(false);
  const grid = useRef<HTMLTableElement>(null);

  // A newly chosen value moves the focus there (adjusted while rendering, not in an effect).
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value) setFocusDate(value);
  }

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate]);

  const disabled = useCallback(
    (date: string) => (min !== undefined && date < min) || (max !== undefined && date > max) || isDateDisabled(date),
    [min, max, isDateDisabled],
  );
  const choose = (date: string) => {
    if (!disabled(date)) onChange(date);
  };
  const showMonth = (months: number) => setFocusDate((d) => clampDate(addMonths(d, months), min, max));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focusDate);
      return;
    }
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocusDate(clampDate(move(focusDate, event.shiftKey), min, max));
  };

  const month = monthOf(focusDate);
  const weeks = useMonthDays(month, disabled);
  return (
    <Wrapper role="group" aria-label={label}>
      <Header>
        <NavButton type="button" aria-label="Previous month" disabled={min !== undefined && month <= monthOf(min)} onClick={() => showMonth(-1)}>
          ‹
        </NavButton>
        <MonthLabel id={monthId} aria-live="polite">
          {formatCalendarDate(focusDate, 'monthYear')}
        </MonthLabel>
        <NavButton type="button" aria-label="Next month" disabled={max !== undefined && month >= monthOf(max)} onClick={() => showMonth(1)}>
          ›
        </NavButton>
      </Header>
      <Grid ref={grid} role="grid" aria-labelledby={monthId} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdays.map((name) => (
              <th key={name} scope="col" abbr={name}>{name.slice(0, 2)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day, d) =>
                day ? (
                  <Day
                    key={day.date}
                    role="gridcell"
                    data-date={day.date}
                    tabIndex={day.date === focusDate ? 0 : -1}
                    aria-selected={day.date === value}
                    aria-disabled={day.disabled || undefined}
                    aria-current={day.date === today ? 'date' : undefined}
                    aria-label={day.label}
                    onClick={() => {
                      setFocusDate(day.date);
                      if (!day.disabled) onChange(day.date);
                    }}
                  >
                    <span aria-hidden="true">{Number(day.date.slice(8))}</span>
                  </Day>
                ) : (
                  <td key={`empty-${d}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Grid>
    </Wrapper>
  );
});
