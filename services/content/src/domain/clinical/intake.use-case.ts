import { clinicalMessages as m, parqQuestionIds, type ClientIntakeView, type Identity, type Intake, type IntakeValues } from '@wsms/contracts';
import { forbidden, notFound } from '@wsms/service-kit';
import { assertCareTeam, logRead } from './care-team';
import type { ClinicalDeps } from './clinical-deps';

export const myIntake = (deps: ClinicalDeps, identity: Identity) => deps.intake.current(identity.sub);

export const saveIntake = (deps: ClinicalDeps, identity: Identity, values: IntakeValues) => deps.intake.save(identity.sub, values, deps.now());

/** What a coach who is not a clinician needs to train the client safely, and nothing more. */
async function trainingView(deps: ClinicalDeps, clientId: string, intake: Intake): Promise<ClientIntakeView> {
  const injuries = await deps.injuries.forClient(clientId);
  return {
    view: 'training',
    allergies: intake.allergies,
    parqFlags: parqQuestionIds.filter((id) => intake.parq[id]?.answer === 'yes'),
    emergencyContact: intake.emergencyContact,
    openInjuries: injuries.filter((injury) => injury.open).map(({ bodyPart, stage, restrictions }) => ({ bodyPart, stage, restrictions })),
    version: intake.version,
    savedAt: intake.savedAt,
  };
}

/**
 * The care team reads the current version; the read is logged. Clinicians and admins read all of it;
 * a coach who is not a clinician gets the training view (no medications, conditions or past injuries).
 */
export async function clientIntake(deps: ClinicalDeps, identity: Identity, clientId: string): Promise<ClientIntakeView> {
  await assertCareTeam(deps, identity, clientId);
  const intake = await deps.intake.current(clientId);
  await logRead(deps, identity, clientId, 'intake');
  if (!intake) throw notFound(m.intakeNotFound);
  if (identity.role === 'admin' || identity.clinician) return { view: 'full', ...intake };
  return trainingView(deps, clientId, intake);
}

/** The staff booking details: "Intake missing" until the client filled it in, a PAR-Q "Yes" to review, and whether the consent in force is signed. */
export async function recordStatus(deps: ClinicalDeps, identity: Identity, email: string, bookingId?: string) {
  const clients = identity.role === 'admin' ? await deps.directory.accountsByEmails([email]) : ((await deps.directory.careTeamOf(identity.email, email))?.clients ?? []);
  const client = clients.find((c) => c.email.toLowerCase() === email);
  if (!client && identity.role !== 'admin') throw forbidden(m.notCareTeam);
  const form = await deps.consent.current();
  const intake = client ? await deps.intake.exists(client.id) : false;
  return {
    clientId: client?.id ?? null,
    intake,
    parqReview: client && intake ? await deps.intake.needsReview(client.id) : false,
    consent: form ? await deps.consent.hasSigned(form.id, { userId: client?.id, email, bookingId }) : true,
  };
}
