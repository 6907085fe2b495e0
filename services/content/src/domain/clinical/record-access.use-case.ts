import type { Identity } from '@wsms/contracts';
import type { PageRequestOf } from '@wsms/service-kit';
import type { ClinicalDeps } from './clinical-deps';

export async function myRecordAccess(deps: ClinicalDeps, identity: Identity, page: PageRequestOf) {
  const found = await deps.access.listPage({ clientId: identity.sub }, page);
  return { ...found, items: found.items.map(({ at, viewer, what }) => ({ at, viewer, what })) };
}

/** The same reads, one row per viewer and visit. */
export const myRecordVisits = (deps: ClinicalDeps, identity: Identity, page: PageRequestOf) => deps.access.visitsPage(identity.sub, page);

export const recordAccessLog = (deps: ClinicalDeps, clientId: string | undefined, page: PageRequestOf) => deps.access.listPage({ clientId }, page);
