import { clinicalMessages as m, type Identity, type IntakeValues } from '@wsms/contracts';
import { forbidden, notFound } from '@wsms/service-kit';
import { assertCareTeam, logRead } from './care-team';
import type { ClinicalDeps } from './clinical-deps';

export const myIntake = (deps: ClinicalDeps, identity: Identity) => deps.intake.current(identity.sub);

export const saveIntake = (deps: ClinicalDeps, identity: Identity, values: IntakeValues) => deps.intake.save(identity.sub, values, deps.now());

/** The care team reads the current version; the read is logged. */
export async function clientIntake(deps: ClinicalDeps, identity: Identity, clientId: string) {
  await assertCareTeam(deps, identity, clientId);
  const intake = await deps.intake.current(clientId);
  await logRead(deps, identity, clientId, 'intake');
  if (!intake) throw notFound(m.intakeNotFound);
  return intake;
}

/** The staff booking details: "Intake missing" until the client filled it in, and whether the consent in force is signed. */
export async function recordStatus(deps: ClinicalDeps, identity: Identity, email: string, bookingId?: string) {
  const clients = identity.role === 'admin' ? await deps.directory.accountsByEmails([email]) : ((await deps.directory.careTeamOf(identity.email, email))?.clients ?? []);
  const client = clients.find((c) => c.email.toLowerCase() === email);
  if (!client && identity.role !== 'admin') throw forbidden(m.notCareTeam);
  const form = await deps.consent.current();
  return {
    clientId: client?.id ?? null,
    intake: client ? await deps.intake.exists(client.id) : false,
    consent: form ? await deps.consent.hasSigned(form.id, { userId: client?.id, email, bookingId }) : true,
  };
}
