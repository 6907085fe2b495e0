import { Router } from 'express';
import type { Connection } from 'mongoose';
import { createReadCache, httpAuditSink, invalidateOnWrites, type ServiceDefinition } from '@wsms/service-kit';
import type { Config } from './config';
import { httpBookingClient } from './adapters/booking-client';
import { httpContentClient } from './adapters/content-client';
import { digitalStoreProductUseCase } from './domain/digital-store-product.use-case';
import { instructorRepository } from './data-access/instructor-repository';
import { orderRepository } from './data-access/order-repository';
import { productRepository } from './data-access/product-repository';
import { staffRepository } from './data-access/staff-repository';
import { testimonialRepository } from './data-access/testimonial-repository';
import { createStore } from './domain/create-store';
import { instructorProfileUseCases } from './domain/instructor-profile.use-case';
import { instructorUseCases } from './domain/instructor.use-case';
import { orderUseCases } from './domain/order.use-case';
import { productAdminUseCases } from './domain/product-admin.use-case';
import { seedDemoData } from './domain/seed/seed-demo-data.use-case';
import { staffUseCases } from './domain/staff.use-case';
import { testimonialUseCases } from './domain/testimonial.use-case';
import { checkoutRoutes } from './entry-points/api/checkout.routes';
import { instructorProfileRoutes } from './entry-points/api/instructor-profile.routes';
import { instructorRoutes } from './entry-points/api/instructor.routes';
import { internalRoutes } from './entry-points/api/internal.routes';
import { orderRoutes } from './entry-points/api/order.routes';
import { productRoutes } from './entry-points/api/product.routes';
import { staffRoutes } from './entry-points/api/staff.routes';
import { testimonialRoutes } from './entry-points/api/testimonial.routes';

export const catalogRepositories = (db: Connection) => ({
  instructors: instructorRepository(db),
  staff: staffRepository(db),
  testimonials: testimonialRepository(db),
  products: productRepository(db),
  orders: orderRepository(db),
});

export function catalogService(config: Config): ServiceDefinition<Config> {
  return {
    name: 'catalog',
    config,
    auditSink: ({ config: cfg }) => (cfg.AUTH_URL ? httpAuditSink(cfg.AUTH_URL, cfg.INTERNAL_SECRET) : undefined),
    routes: async ({ db, config: cfg, logger }) => {
      const repos = catalogRepositories(db);
      await db.syncIndexes();
      if (cfg.SEED_DEMO_DATA) {
        const created = await seedDemoData(repos);
        logger.info({ created }, 'demo catalog data checked');
      }
      const store = createStore(cfg, { products: repos.products, orders: repos.orders, logger });

      const router = Router();
      // Public lists are cached per instance: cleared by this instance's writes, at most
      // PUBLIC_CACHE_MS old after a write through another instance.
      const cache = createReadCache({ ttlMs: cfg.PUBLIC_CACHE_MS });
      router.use(invalidateOnWrites(cache));
      if (!cfg.BOOKING_URL) logger.warn('BOOKING_URL is not set: instructors are deleted without checking their upcoming bookings');
      const bookings = cfg.BOOKING_URL ? httpBookingClient(cfg.BOOKING_URL, undefined, cfg.INTERNAL_TIMEOUT_MS) : null;
      const instructors = instructorUseCases(repos.instructors, bookings);
      router.use(instructorRoutes(instructors, cache));
      router.use(instructorProfileRoutes(instructorProfileUseCases(repos.instructors)));
      router.use(staffRoutes(staffUseCases(repos.staff), cache));
      router.use(testimonialRoutes(testimonialUseCases(repos.testimonials), cache));
      const productAdmin = productAdminUseCases(repos.products, store);
      router.use(productRoutes({ store, products: repos.products, admin: productAdmin, cache }));
      router.use(checkoutRoutes(store));
      router.use(orderRoutes(orderUseCases({ orders: repos.orders, products: repos.products, content: httpContentClient(cfg.CONTENT_URL, cfg.INTERNAL_SECRET, cfg.INTERNAL_TIMEOUT_MS) })));
      router.use(internalRoutes(repos.instructors, digitalStoreProductUseCase({ store, products: repos.products, admin: productAdmin }), instructors));
      return router;
    },
  };
}
