import { bookingMessages } from '@wsms/contracts';
import { AppError, badRequest, forbidden, notFound } from '@wsms/service-kit';

export const slotTaken = () => new AppError('slot-taken', bookingMessages.slotTaken, 409);
export const instructorNotFound = () => notFound(bookingMessages.instructorNotFound);
export const bookingNotFound = () => notFound(bookingMessages.bookingNotFound);
export const checkoutFailed = () => new AppError('checkout-failed', bookingMessages.checkoutFailed, 502);
export const botCheckFailed = () => new AppError('bot-check-failed', bookingMessages.botCheckFailed, 400);
export const confirmByEmail = () => forbidden(bookingMessages.confirmByEmail);
export const holdReleased = (status: string | undefined) =>
  new AppError('hold-released', status === 'cancelled' ? bookingMessages.cancelled : bookingMessages.holdExpired, 409);
export const badSessionDate = (message: string) =>
  badRequest(message, [{ path: 'bookingData.sessionDate', message }]);
