import type { Locator, Page } from 'playwright-core';

// Dates are the business's calendar dates (America/New_York), as the pages and the services use them.
export const todayInNewYork = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

export const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** `days` after today, or the Monday after when that is a Sunday (no sessions on Sundays). */
export const bookableDay = (days: number) => {
  const date = addDays(todayInNewYork(), days);
  return new Date(`${date}T00:00:00Z`).getUTCDay() === 0 ? addDays(date, 1) : date;
};

/** The calendar's name for a day: 'Tuesday, March 4, 2025'. */
export const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** A time slot reads as the call gives its time ('14:00') with the 12-hour time under it ('2:00 PM'). */
export const slotLabel = (time: string) => {
  const h = Number(time.slice(0, 2));
  return `${time} ${h % 12 === 0 ? 12 : h % 12}:${time.slice(3, 5)} ${h < 12 ? 'AM' : 'PM'}`;
};

/** Moves the calendar forward to `date`'s month with its Next month button, then clicks that day. */
export async function pickDate(scope: Page | Locator, date: string) {
  const cell = scope.getByRole('gridcell', { name: dayLabel(date), exact: true });
  // The calendar first: a page still loading (a later chunk, the free times) must not be taken for another month.
  await scope.getByRole('button', { name: 'Next month' }).waitFor();
  for (let i = 0; i < 3 && !(await cell.isVisible()); i += 1) await scope.getByRole('button', { name: 'Next month' }).click();
  await cell.click();
}
