import { business } from '@wsms/contracts/business';

export const geneSweep = {
  appStoreUrl: 'https://apps.apple.com/app/genesweep/id6450000003',
  // The spec's {email}: the one general address the footer and contact section show.
  supportEmail: business.email,
  ageRating: '4+',
  levels: 60,
};

export const geneSweepFeatures = [
  { title: '60 Levels', text: 'Sixty hand-built puzzles, from your first Punnett square to multi-gene challenges.' },
  { title: 'Power-Ups', text: 'Mutation sweeps, gene shuffles and hint probes help you out of a tight spot.' },
  { title: 'Accessibility', text: 'Colour-blind-safe palettes, shapes on every base, large text and full VoiceOver support.' },
  { title: 'Learn as You Play', text: 'Each world introduces a real genetics idea: dominance, linkage, mutation and more.' },
  { title: 'Play Offline', text: 'No account and no connection needed; your progress stays on your device.' },
  { title: 'Rated 4+', text: 'No ads aimed at children, no chat and nothing to buy inside the game.' },
] as const;

export const geneSweepFaqs = [
  {
    q: 'Where is my progress saved?',
    a: 'On your device only. GeneSweep has no accounts, so deleting the app also deletes your progress.',
  },
  {
    q: 'How do I move my progress to a new phone?',
    a: "Your device's own backup (iCloud backup) restores GeneSweep's progress together with your other app data.",
  },
  {
    q: 'When is GeneSweep coming to Android?',
    a: 'A Google Play version is in development. It is marked "Coming Soon" on the game page until it launches.',
  },
  {
    q: 'Is GeneSweep suitable for classrooms?',
    a: 'Yes. It needs no accounts or internet connection, and each world maps to an introductory genetics topic.',
  },
  {
    q: 'A level seems impossible. Is it a bug?',
    a: 'Every level has at least one solution. Try a hint probe; if you still think it is broken, send us a bug report.',
  },
] as const;
