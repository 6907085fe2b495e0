import type { BotCheck, Logger, RateLimiter } from '@wsms/service-kit';
import type { CatalogClient } from '../adapters/catalog-client';
import type { Mailer } from '../adapters/email/mailer';
import type { PaymentProvider } from '../adapters/payments/payment-provider';
import type { AvailabilityRepository } from '../data-access/availability-repository';
import type { BookingRepository } from '../data-access/booking-repository';
import type { CalendarFeedRepository } from '../data-access/calendar-feed-repository';
import type { ChangeRepository } from '../data-access/change-repository';
import type { DecisionRepository } from '../data-access/decision-repository';
import type { EmailQueueRepository } from '../data-access/email-queue-repository';
import type { HoldSlotRepository } from '../data-access/hold-slot-repository';
import type { MessageRepository } from '../data-access/message-repository';
import type { NoteRepository } from '../data-access/note-repository';
import type { OutboxRepository } from '../data-access/outbox-repository';
import type { ReminderRepository } from '../data-access/reminder-repository';
import type { SeatRepository } from '../data-access/seat-repository';
import type { SettlementRepository } from '../data-access/settlement-repository';
import type { TemplateRepository } from '../data-access/template-repository';
import type { Clock } from './clock';

export interface HoldLimits {
  perEmail: number;
  perAddress: number;
  /** Percent of an instructor's seats on a day that guests' unconfirmed holds may take. */
  guestSharePercent: number;
}

export interface BookingDeps {
  bookings: BookingRepository;
  seats: SeatRepository;
  decisions: DecisionRepository;
  settlements: SettlementRepository;
  holdSlots: HoldSlotRepository;
  availability: AvailabilityRepository;
  templates: TemplateRepository;
  outbox: OutboxRepository;
  emailQueue: EmailQueueRepository;
  changes: ChangeRepository;
  messages: MessageRepository;
  notes: NoteRepository;
  reminders: ReminderRepository;
  calendarFeeds: CalendarFeedRepository;
  catalog: CatalogClient;
  payments: PaymentProvider;
  mailer: Mailer;
  /** Cloudflare Turnstile, when configured: checkouts then need a passing token. */
  botCheck: BotCheck | null;
  /** Asks the outbox worker to look at the queue now rather than at its next poll. */
  wakeOutbox: () => void;
  clock: Clock;
  logger: Logger;
  holdMinutes: number;
  minNoticeMinutes: number;
  /** Checkouts per client address (shared by every instance through the database). */
  checkoutsPerAddress: RateLimiter;
  holdLimits: HoldLimits;
  /** PUBLIC_URL: the origin every link sent out starts with (never a host a request named). */
  publicUrl: string;
  mailFrom: string;
  /** Hours before a session after which its client can no longer cancel or move it online. */
  changeCutoffHours: number;
  reminderHours: number;
  /** Messages per sender (shared by every instance through the database). */
  messagesPerSender: RateLimiter;
  /** Signs the calendar links in e-mails (derived from INTERNAL_SECRET; never stored). */
  linkSecret: string;
}
