// The scale seed's areas, in the order they are written: `{ name, seed({ plan, dbs, key }) => counts }`;
// then the read models built from what they wrote (`readModels`, run whatever --only named).
// credits and waitlist follow bookings (they pay for and claim seeded sessions); clinical follows
// people (it marks the clinicians' accounts).
import { audit } from './audit.mjs';
import { availability } from './availability.mjs';
import { bookings } from './bookings.mjs';
import { clinical } from './clinical.mjs';
import { contact } from './contact.mjs';
import { credits } from './credits.mjs';
import { messages } from './messages.mjs';
import { outbox } from './outbox.mjs';
import { people } from './people.mjs';
import { reports } from './reports.mjs';
import { waitlist } from './waitlist.mjs';
import { workouts } from './workouts.mjs';

export const areas = [people, availability, bookings, messages, outbox, workouts, contact, audit, credits, waitlist, clinical];
export const readModels = [reports];
