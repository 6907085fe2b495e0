import type { Logger, RateLimiter } from '@wsms/service-kit';
import type { CatalogClient } from '../adapters/catalog-client';
import type { Mailer } from '../adapters/email/mailer';
import type { PaymentProvider } from '../adapters/payments/payment-provider';
import type { AvailabilityRepository } from '../data-access/availability-repository';
import type { BookingRepository } from '../data-access/booking-repository';
import type { DecisionRepository } from '../data-access/decision-repository';
import type { OutboxRepository } from '../data-access/outbox-repository';
import type { SeatRepository } from '../data-access/seat-repository';
import type { TemplateRepository } from '../data-access/template-repository';
import type { Clock } from './clock';

export interface BookingDeps {
  bookings: BookingRepository;
  seats: SeatRepository;
  decisions: DecisionRepository;
  availability: AvailabilityRepository;
  templates: TemplateRepository;
  outbox: OutboxRepository;
  catalog: CatalogClient;
  payments: PaymentProvider;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  holdMinutes: number;
  minNoticeMinutes: number;
  /** Checkouts per client address (shared by every instance through the database). */
  checkoutsPerAddress: RateLimiter;
}
