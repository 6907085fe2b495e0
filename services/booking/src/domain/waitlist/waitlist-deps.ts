import type { WaitlistRepository } from '../../data-access/waitlist/waitlist-repository';
import type { BookableDeps } from '../availability/bookable';
import type { ConsentDeps } from '../consent/require-consent';
import type { SpendDeps } from '../credits/spend-credit';
import type { LinkDeps } from '../shared/links';

/** What the waitlist reads and writes: its own records, the free-time rules, the seats and holds, credits to pay with, and the consent check every confirmation asks. */
export interface WaitlistDeps extends BookableDeps, LinkDeps, SpendDeps, ConsentDeps {
  waitlist: WaitlistRepository;
  /** WAITLIST_OFFER_MINUTES: how long an offered seat is held for its client. */
  waitlistOfferMinutes: number;
  /** WAITLIST_MIN_NOTICE_HOURS: no offer for a start closer than this; the seat is simply free. */
  waitlistMinNoticeHours: number;
}
