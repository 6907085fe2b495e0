import { bookingDataSchema } from '@wsms/contracts/booking';

export interface BookingDetails {
  clientName: string;
  clientEmail: string;
  sessionType: string;
  location: string;
  notes: string;
}

export type DetailErrors = Partial<Record<keyof BookingDetails, string>>;

// The service's own schema, so the browser shows the same messages the server would answer with.
export function validateDetails(details: BookingDetails, sessionDate: string, time: string): DetailErrors {
  const errors: DetailErrors = {};
  const result = bookingDataSchema.safeParse({ ...details, sessionDate, time });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof BookingDetails;
      if (field in details && !errors[field]) errors[field] = issue.message;
    }
  }
  if (!details.sessionType) errors.sessionType = 'Session Type is required';
  if (!details.location) errors.location = 'Preferred Location is required';
  return errors;
}
