// @wsms/booking-service: the service to run in-process (neighbours' test kits start it beside theirs).
export { bookingService } from './app';
export { loadConfig } from './config';
