import { companionApps } from '@wsms/contracts/business';

export interface AppEntry {
  id: string;
  name: string;
  description: string;
  /** Our own page, or an external website opened in a new tab. */
  to?: string;
  href?: string;
}

export const geneSweepApp: AppEntry = {
  id: 'genesweep',
  name: 'GeneSweep',
  description: 'A genetics puzzle game: match alleles, clear the board and learn how traits are inherited across 60 levels.',
  to: '/genesweep',
};

/** The game and the two companion apps, as the Apps page and the mobile view list them. */
export const allApps: AppEntry[] = [
  geneSweepApp,
  ...companionApps.map((app) => ({ id: app.id, name: app.name, description: app.description, href: app.websiteUrl })),
];
