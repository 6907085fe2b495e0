// Business details in one place, with demo defaults. The spec's {phone} and {email} come from here.
export const business = {
  name: 'Where Science Meets Sport',
  shortName: 'Science Meets Sport',
  tagline: 'Where Science Meets Sport',
  phone: '(508) 555-0142',
  phoneHref: 'tel:+15085550142',
  email: 'info@sciencemeetssport.com',
  timeZone: 'America/New_York',
  website: 'https://sciencemeetssport.com',
  serviceArea: 'Serving athletes across Central, Eastern and Western Massachusetts',
} as const;

export interface Location {
  slug: string;
  city: string;
  gym: string;
  street: string;
  state: 'MA';
  zip: string;
}

/** The six gyms; the first is the main location. */
export const locations: readonly Location[] = [
  { slug: 'marlborough', city: 'Marlborough', gym: 'Marlborough Jiu-Jitsu Academy', street: '214 Main Street', state: 'MA', zip: '01752' },
  { slug: 'west-boylston', city: 'West Boylston', gym: 'West Boylston Martial Arts', street: '38 Prescott Street', state: 'MA', zip: '01583' },
  { slug: 'weymouth', city: 'Weymouth', gym: 'South Shore Grappling', street: '725 Bridge Street', state: 'MA', zip: '02191' },
  { slug: 'chicopee', city: 'Chicopee', gym: 'Pioneer Valley MMA', street: '590 Memorial Drive', state: 'MA', zip: '01020' },
  { slug: 'tewksbury', city: 'Tewksbury', gym: 'Merrimack Valley BJJ', street: '1900 Main Street', state: 'MA', zip: '01876' },
  { slug: 'woburn', city: 'Woburn', gym: 'Woburn Combat Sports', street: '12 Commerce Way', state: 'MA', zip: '01801' },
];
export const mainLocation = locations[0]!;
export const formatAddress = (l: Location) => `${l.street}, ${l.city}, ${l.state} ${l.zip}`;

/** Spec section 9: booking locations, sent lowercase. */
export const bookingLocations = ['Marlborough', 'West Boylston', 'Weymouth', 'Chicopee', 'Tewksbury', 'Woburn'] as const;
export type BookingLocation = (typeof bookingLocations)[number];
export const bookingLocationValues = bookingLocations.map((l) => l.toLowerCase()) as readonly string[];

/**
 * Staff availability uses the same six places. The spec's second list (with Worcester and Dedham)
 * contradicts the six gyms; one list everywhere lets the booking form offer only where a slot is.
 */
export const availabilityLocations = bookingLocations;

/** 'west boylston' or 'West Boylston' -> 'West Boylston'; an unknown value is returned as given. */
export const locationLabel = (value: string): string =>
  bookingLocations.find((l) => l.toLowerCase() === value.trim().toLowerCase()) ?? value;

/** The value a booking stores and sends for a location ('West Boylston' -> 'west boylston'). */
export const locationValue = (value: string): string => value.trim().toLowerCase();

/** Spec section 9: session types (value / label). */
export const sessionTypes = [
  { value: 'technique', label: 'Technique Training (1 Hour)', minutes: 60 },
  { value: 'conditioning', label: 'Conditioning (1 Hour)', minutes: 60 },
  { value: 'rehabilitation', label: 'Rehabilitation (1 Hour)', minutes: 60 },
  { value: 'nutrition', label: 'Nutrition Consultation (1 Hour)', minutes: 60 },
  { value: 'extended', label: 'Extended (90 Minutes)', minutes: 90 },
] as const;
// map() answers string[]; z.enum needs a non-empty tuple, which the five entries above are.
export const sessionTypeValues = sessionTypes.map((s) => s.value) as unknown as readonly [string, ...string[]];
/** 'technique' -> 'Technique Training (1 Hour)'; an unknown type is shown as stored. */
export const sessionTypeLabel = (value: string): string => sessionTypes.find((s) => s.value === value)?.label ?? value;
/** The booking calendars offer dates up to this many days ahead (the service refuses later ones). */
export const bookingDaysAhead = 365;

/** How long a session of this type lasts (an unknown type counts as one hour). */
export const sessionMinutes = (value: string): number => sessionTypes.find((s) => s.value === value)?.minutes ?? 60;

/** Spec section 2 (Contact section): interest options. */
export const contactInterests = [
  { value: 'sports-medicine', label: 'Sports Medicine' },
  { value: 'performance-coaching', label: 'Performance Coaching' },
  { value: 'nutrition', label: 'Nutrition Consultation' },
  { value: 'private-training', label: 'Private Training' },
  { value: 'general', label: 'General Inquiry' },
] as const;

/** Companion apps with their static store statistics (spec section 9). */
export const companionApps = [
  {
    id: 'nutrition',
    name: 'FuelLab Nutrition Tracker',
    description: 'Track macros, hydration and meal timing around your training sessions.',
    appStoreUrl: 'https://apps.apple.com/app/fuellab-nutrition-tracker/id6450000001',
    playStoreUrl: 'https://play.google.com/store/apps/details?id=com.sciencemeetssport.fuellab',
    websiteUrl: 'https://fuellab.sciencemeetssport.com',
    downloads: '10K+',
    rating: '4.8',
    reviews: '1.2K',
  },
  {
    id: 'jiu-jitsu',
    name: 'RollTrack Jiu-Jitsu Companion',
    description: 'Log rolls, techniques and belt progress, and share training with your team.',
    appStoreUrl: 'https://apps.apple.com/app/rolltrack-jiu-jitsu/id6450000002',
    playStoreUrl: 'https://play.google.com/store/apps/details?id=com.sciencemeetssport.rolltrack',
    websiteUrl: 'https://rolltrack.sciencemeetssport.com',
    downloads: '50K+',
    rating: '4.9',
    reviews: '3.4K',
  },
] as const;

/** Third-party booking sites for the Sports Medicine and Nutrition cards (spec: Home, Our Services). */
export const externalBooking = {
  sportsMedicine: 'https://sportsmedicine.janeapp.com',
  nutrition: 'https://nutrition.practicebetter.io',
} as const;
