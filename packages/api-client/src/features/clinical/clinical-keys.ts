/** The clinical record's query keys (they name data, never URLs): the client's own record and a client's record as the care team reads it. */
export const clinicalKeys = {
  all: ['clinical'] as const,
  mine: () => [...clinicalKeys.all, 'mine'] as const,
  myIntake: () => [...clinicalKeys.mine(), 'intake'] as const,
  myConsents: () => [...clinicalKeys.mine(), 'consents'] as const,
  myCarePlan: () => [...clinicalKeys.mine(), 'care-plan'] as const,
  myInjuries: () => [...clinicalKeys.mine(), 'injuries'] as const,
  myAccess: () => [...clinicalKeys.mine(), 'access'] as const,
  myVisits: () => [...clinicalKeys.mine(), 'visits'] as const,
  consentForm: () => [...clinicalKeys.all, 'consent-form'] as const,
  client: (userId: string) => [...clinicalKeys.all, 'client', userId] as const,
  clientIntake: (userId: string) => [...clinicalKeys.client(userId), 'intake'] as const,
  clientNotes: (userId: string) => [...clinicalKeys.client(userId), 'notes'] as const,
  clientInjuries: (userId: string) => [...clinicalKeys.client(userId), 'injuries'] as const,
  recordStatus: (email: string, bookingId?: string) => [...clinicalKeys.all, 'record-status', email, bookingId ?? null] as const,
};
