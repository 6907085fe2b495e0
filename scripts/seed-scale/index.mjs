// The scale seed's areas, in the order they are written. A later area (packages, credits, waitlist,
// clinical records) adds its module here: `{ name, seed({ plan, dbs, key }) => counts }`.
import { audit } from './audit.mjs';
import { availability } from './availability.mjs';
import { bookings } from './bookings.mjs';
import { contact } from './contact.mjs';
import { messages } from './messages.mjs';
import { outbox } from './outbox.mjs';
import { people } from './people.mjs';
import { workouts } from './workouts.mjs';

export const areas = [people, availability, bookings, messages, outbox, workouts, contact, audit];
