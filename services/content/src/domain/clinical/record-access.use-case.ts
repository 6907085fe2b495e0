import type { Identity } from '@wsms/contracts';
import type { ClinicalDeps } from './clinical-deps';

export async function myRecordAccess(deps: ClinicalDeps, identity: Identity) {
  return (await deps.access.list({ clientId: identity.sub })).map(({ at, viewer, what }) => ({ at, viewer, what }));
}

export const recordAccessLog = (deps: ClinicalDeps, clientId: string | undefined) => deps.access.list({ clientId });
