import type { ServiceName } from './service-names';

export interface Route {
  pattern: string;
  service: ServiceName;
}

/** Public path patterns and the service behind them; first match wins, "/x/**" includes "/x". */
export const routeTable: readonly Route[] = [
  { pattern: '/api/auth/**', service: 'auth' },
  { pattern: '/api/instructors/:id/availability', service: 'booking' },
  { pattern: '/api/instructors/**', service: 'catalog' },
  { pattern: '/api/staff/**', service: 'catalog' },
  { pattern: '/api/products/**', service: 'catalog' },
  { pattern: '/api/testimonials/**', service: 'catalog' },
  { pattern: '/api/shopify/**', service: 'catalog' },
  { pattern: '/api/orders/**', service: 'catalog' },
  { pattern: '/api/bookings/:id/clinical-notes', service: 'content' },
  { pattern: '/api/bookings/**', service: 'booking' },
  { pattern: '/api/instructor/**', service: 'booking' },
  { pattern: '/api/payments/**', service: 'booking' },
  { pattern: '/api/checkout/**', service: 'booking' },
  { pattern: '/api/outbox/**', service: 'booking' },
  { pattern: '/api/reports/**', service: 'booking' },
  { pattern: '/api/waitlist/**', service: 'booking' },
  { pattern: '/api/user/waitlist', service: 'booking' },
  { pattern: '/api/packages/**', service: 'booking' },
  { pattern: '/api/package-purchases/**', service: 'booking' },
  { pattern: '/api/user/credits', service: 'booking' },
  { pattern: '/api/digital-products/**', service: 'content' },
  { pattern: '/api/workout-programs/**', service: 'content' },
  { pattern: '/api/user/**', service: 'content' },
  { pattern: '/api/contact/**', service: 'content' },
  { pattern: '/api/telemetry/**', service: 'content' },
  { pattern: '/api/upload/**', service: 'content' },
  { pattern: '/api/clients/**', service: 'content' },
  { pattern: '/api/consent-forms/**', service: 'content' },
  { pattern: '/api/clinical-notes/**', service: 'content' },
  { pattern: '/api/record-access/**', service: 'content' },
  { pattern: '/uploads/**', service: 'content' },
];
