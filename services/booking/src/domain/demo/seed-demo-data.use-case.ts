import { availabilityLocations, isClosedDay, type BookingCheckoutInput } from '@wsms/contracts';
import type { CatalogClient, CatalogInstructor } from '../../adapters/catalog-client';
import type { AvailabilityRepository } from '../../data-access/availability/availability-repository';
import { confirmBooking } from '../checkout/confirm-booking.use-case';
import { reserveSeats, type ReserveSeatDeps } from '../seats/reserve-seat';
import { addDays, todayIn } from '../shared/business-time';

export interface SeedDeps extends ReserveSeatDeps {
  catalog: CatalogClient;
  availability: AvailabilityRepository;
}

export const demoClient = { name: 'Jamie Rivera', email: 'jamie.rivera@example.com' };
export const demoInstructorEmail = 'marcus.silva@sciencemeetssport.com';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Services start in parallel: the catalog may answer a few seconds after we do. */
async function waitForInstructors(deps: SeedDeps, retryForMs: number) {
  const deadline = Date.now() + retryForMs;
  for (;;) {
    try {
      return await deps.catalog.listActive();
    } catch (err) {
      if (Date.now() >= deadline) {
        deps.logger.warn({ err }, 'catalog never answered: demo availability not seeded');
        return null;
      }
      await pause(1000);
    }
  }
}

const availabilityLocationFor = (instructor: CatalogInstructor) =>
  availabilityLocations.find((l) => instructor.locations.some((own) => own.toLowerCase() === l.toLowerCase())) ??
  availabilityLocations[0];

async function seedWeeklyAvailability(deps: SeedDeps, instructor: CatalogInstructor) {
  if ((await deps.availability.countForInstructor(instructor.id)) > 0) return 0;
  const location = availabilityLocationFor(instructor);
  const days = [1, 2, 3, 4, 5, 6];
  await deps.availability.insertMany(
    days.map((dayOfWeek) => ({
      instructorId: instructor.id,
      dayOfWeek,
      availableDate: null,
      startTime: '09:00',
      endTime: '17:00',
      location,
      isRecurring: true,
      recurringPattern: 'weekly' as const,
      isAvailable: true,
      maxBookings: 1,
      notes: '',
    })),
  );
  return days.length;
}

const notSunday = (date: string) => (isClosedDay(date) ? addDays(date, 1) : date);

async function seedDemoBooking(deps: SeedDeps, instructor: CatalogInstructor, date: string, time: string) {
  const input: BookingCheckoutInput = {
    instructorId: instructor.id,
    bookingData: {
      clientName: demoClient.name,
      clientEmail: demoClient.email,
      sessionType: 'technique',
      location: 'marlborough',
      sessionDate: date,
      time,
      notes: 'Demo booking',
      clientPhone: undefined,
    },
  };
  const plan = [{ time, maxBookings: 1 }];
  const booking = await reserveSeats(deps, input, { instructor, plan, now: deps.clock.now(), provider: 'seed', paymentMethod: 'at_gym' });
  await confirmBooking(deps, booking.id, 'seed');
}

/** Idempotent: weekly hours for instructors without any, and two bookings for the demo client. */
export async function seedDemoData(deps: SeedDeps, retryForMs = 30_000) {
  const instructors = await waitForInstructors(deps, retryForMs);
  if (!instructors) return;
  let slots = 0;
  for (const instructor of instructors) slots += await seedWeeklyAvailability(deps, instructor);
  const marcus = instructors.find((i) => i.email === demoInstructorEmail);
  let bookings = 0;
  if (marcus && !(await deps.bookings.existsFor({ clientEmail: demoClient.email }))) {
    const today = todayIn(deps.clock.now());
    await seedDemoBooking(deps, marcus, notSunday(addDays(today, 7)), '10:00').then(() => (bookings += 1), () => undefined);
    await seedDemoBooking(deps, marcus, notSunday(addDays(today, -14)), '11:00').then(() => (bookings += 1), () => undefined);
  }
  if (slots || bookings) deps.logger.info({ slots, bookings }, 'demo availability and bookings created');
}
