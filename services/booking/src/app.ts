import { Router } from 'express';
import type { ServiceDefinition } from '@wsms/service-kit';
import type { Config } from './config';
import { bookingRepository } from './data-access/booking-repository';
import { bookingRoutes } from './entry-points/api/booking.routes';

export function bookingService(config: Config): ServiceDefinition<Config> {
  return {
    name: 'booking',
    config,
    routes: async ({ db }) => {
      const bookings = bookingRepository(db);
      await db.syncIndexes();
      const router = Router();
      router.use(bookingRoutes(bookings));
      return router;
    },
  };
}
