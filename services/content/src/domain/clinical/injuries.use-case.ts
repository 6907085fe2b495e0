import { clinicalMessages as m, type Identity, type InjuryUpdate, type InjuryValues } from '@wsms/contracts';
import { notFound } from '@wsms/service-kit';
import { assertCareTeam, fullName, logRead, requireClinician } from './care-team';
import type { ClinicalDeps } from './clinical-deps';

export async function recordInjury(deps: ClinicalDeps, identity: Identity, clientId: string, input: InjuryValues) {
  requireClinician(identity);
  await assertCareTeam(deps, identity, clientId);
  return deps.injuries.record(clientId, input, { id: identity.sub, name: fullName(identity) }, deps.now());
}

export async function updateInjury(deps: ClinicalDeps, identity: Identity, clientId: string, injuryId: string, changes: InjuryUpdate) {
  requireClinician(identity);
  await assertCareTeam(deps, identity, clientId);
  const injury = await deps.injuries.update(clientId, injuryId, changes, deps.now());
  if (!injury) throw notFound(m.injuryNotFound);
  // The answer is the whole episode (body part included): the client sees who opened it.
  await logRead(deps, identity, clientId, 'injuries');
  return injury;
}

/** The whole care team, coaches included: stage and restrictions (an episode has no notes). The read is logged. */
export async function clientInjuries(deps: ClinicalDeps, identity: Identity, clientId: string) {
  await assertCareTeam(deps, identity, clientId);
  const injuries = await deps.injuries.forClient(clientId);
  await logRead(deps, identity, clientId, 'injuries');
  return injuries;
}

export const myInjuries = (deps: ClinicalDeps, identity: Identity) => deps.injuries.forClient(identity.sub);
