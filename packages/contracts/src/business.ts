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

/** The booking calendars offer dates up to this many days ahead (the service refuses later ones). */
export const bookingDaysAhead = 365;

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
