import { bookingDataSchema } from '@wsms/contracts/booking';
import { requiredText } from '@wsms/contracts/fields';
import type { FormValues } from '@wsms/ui/form';

/**
 * The details part of the checkout's bookingData, checked by the service's own rules so the browser
 * shows the messages the server would answer with; an unchosen select says plainly that it is required.
 */
export const bookingDetailsSchema = bookingDataSchema
  .pick({ clientName: true, clientEmail: true, sessionType: true, location: true, notes: true })
  .extend({
    sessionType: requiredText('Session Type').pipe(bookingDataSchema.shape.sessionType),
    location: requiredText('Preferred Location').pipe(bookingDataSchema.shape.location),
  });

export type BookingDetails = FormValues<typeof bookingDetailsSchema>;
