import { bookingMessages } from '@wsms/contracts';
import { AppError, badRequest, notFound } from '@wsms/service-kit';

export const slotTaken = () => new AppError('slot-taken', bookingMessages.slotTaken, 409);
export const instructorNotFound = () => notFound(bookingMessages.instructorNotFound);
export const bookingNotFound = () => notFound(bookingMessages.bookingNotFound);
export const checkoutFailed = () => new AppError('checkout-failed', bookingMessages.checkoutFailed, 502);
export const badSessionDate = (message: string) =>
  badRequest(`Invalid body: bookingData.sessionDate — ${message}`, [{ path: 'bookingData.sessionDate', message }]);
