import { z } from 'zod';
import { calendarDateSchema } from './availability.schema';
import { businessToday } from './dates';
import { optionalText, requiredText } from './fields.schema';
import { pageQueryShape } from './page.schema';

/**
 * The sports-medicine record (issue 31): intake, consent, SOAP notes, injuries and who viewed them.
 * Labels are the form's visible texts, so the 400 that names a field says what the form calls it.
 */
export const clinicalMessages = {
  notConfigured: 'The clinical record is not configured (CLINICAL_DATA_KEY is not set)',
  clientNotFound: 'Client not found',
  notCareTeam: "You are not on this client's care team",
  notClinician: 'Only clinicians can write clinical notes and injuries',
  intakeNotFound: 'This client has not filled in the intake form yet',
  bookingNotFound: 'Booking not found',
  bookingCancelled: 'This booking was cancelled',
  bookingNotConfirmed: 'Chart notes are written on a session the client confirmed or attended, not on a hold or a booking the gym made alone',
  clientHasNoAccount: 'The client of this booking has no verified account yet',
  noteNotFound: 'Clinical note not found',
  noteSigned: 'This note is signed and can no longer be changed: add a dated addendum instead',
  noteNotSigned: 'Addenda are added to signed notes: edit the draft instead',
  injuryNotFound: 'Injury not found',
  noConsentForm: 'No consent form has been published',
  notCurrentForm: 'A newer consent form has been published: please read and sign it',
  nameMismatch: 'Type your first and last name exactly as they are on your account',
  bookingNameMismatch: 'Type the name the booking was made in',
  consentRequired: 'Please read and sign the consent form before this booking can be confirmed',
  consentUnavailable: 'The consent check is unavailable, please try again',
} as const;

export const CLINICAL_TEXT_MAX = 2000;
export const NOTE_TEXT_MAX = 5000;

/** The PAR-Q+ general health questions (2023), by id. */
export const parqQuestions = [
  { id: 'heartCondition', text: 'Has your doctor ever said that you have a heart condition or high blood pressure?' },
  { id: 'chestPain', text: 'Do you feel pain in your chest at rest, during your daily activities of living, or when you do physical activity?' },
  { id: 'dizziness', text: 'Do you lose balance because of dizziness or have you lost consciousness in the last 12 months?' },
  { id: 'chronicCondition', text: 'Have you ever been diagnosed with another chronic medical condition (other than heart disease or high blood pressure)?' },
  { id: 'medication', text: 'Are you currently taking prescribed medications for a chronic medical condition?' },
  { id: 'boneJoint', text: 'Do you currently have (or have had within the past 12 months) a bone, joint, or soft tissue problem that could be made worse by becoming more physically active?' },
  { id: 'supervisedOnly', text: 'Has your doctor ever said that you should only do medically supervised physical activity?' },
] as const;
export const parqQuestionIds = parqQuestions.map((q) => q.id) as [ParqQuestionId, ...ParqQuestionId[]];
export type ParqQuestionId = (typeof parqQuestions)[number]['id'];

export const parqAnswerSchema = z.strictObject({
  answer: z.enum(['yes', 'no'], { error: 'Answer yes or no' }),
  details: optionalText('Details', CLINICAL_TEXT_MAX).optional(),
});
type ParqAnswer = z.output<typeof parqAnswerSchema>;
/** A question left unanswered (the form's empty choice, `answer: ''`) is the same as one not sent. */
export const parqSchema = z
  .partialRecord(
    z.enum(parqQuestionIds, { error: 'Not a PAR-Q question' }),
    parqAnswerSchema.extend({ answer: z.enum(['yes', 'no', ''], { error: 'Answer yes or no' }) }),
  )
  .transform((answers) => Object.fromEntries(Object.entries(answers).filter(([, a]) => a && a.answer !== '')) as Partial<Record<ParqQuestionId, ParqAnswer>>);
export type ParqAnswers = z.infer<typeof parqSchema>;
/** Any PAR-Q "Yes" (e.g. "medically supervised activity only"): a clinician reviews the answers before the client trains. */
export const parqNeedsReview = (parq: ParqAnswers): boolean => Object.values(parq).some((a) => a?.answer === 'yes');
/** What the client is told after saving an intake with a PAR-Q "Yes". */
export const parqReviewMessage = 'You answered Yes to a PAR-Q health question: a clinician will review your answers before you train.';
/** The care team's flag on the staff booking. */
export const parqReviewLabel = 'PAR-Q: review needed';

/** Whole years between a yyyy-MM-dd birth date and a yyyy-MM-dd day. */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export const AGE_LIMITS = { min: 5, max: 100 } as const;

export const dateOfBirthField = z
  .string({ error: 'Date of birth is required' })
  .min(1, 'Date of birth is required')
  .pipe(calendarDateSchema)
  .refine((date) => date < businessToday(), 'Date of birth must be in the past')
  .refine((date) => {
    const age = ageOn(date, businessToday());
    return age >= AGE_LIMITS.min && age <= AGE_LIMITS.max;
  }, `Age must be between ${AGE_LIMITS.min} and ${AGE_LIMITS.max}`);

const clinicalText = (label: string) => optionalText(label, CLINICAL_TEXT_MAX).default('');

/** The intake form's labels, field by field (the form shows them, a 400 names them). */
export const intakeLabels = {
  dateOfBirth: 'Date of birth',
  sports: 'Sports',
  injuries: 'Current and past injuries and surgeries',
  medications: 'Medications',
  allergies: 'Allergies',
  conditions: 'Medical conditions',
  goals: 'Goals',
  emergencyName: 'Emergency contact name',
  emergencyRelation: 'Emergency contact relation',
  emergencyPhone: 'Emergency contact phone',
} as const;

export const emergencyContactSchema = z.strictObject(
  {
    name: requiredText(intakeLabels.emergencyName, 100),
    relation: optionalText(intakeLabels.emergencyRelation, 100).default(''),
    phone: requiredText(intakeLabels.emergencyPhone, 30).regex(/^[0-9+()\-.\s]{7,30}$/, 'Emergency contact phone must be a phone number'),
  },
  { error: 'Emergency contact is required' },
);

export const intakeInputSchema = z.strictObject({
  dateOfBirth: dateOfBirthField,
  sports: clinicalText(intakeLabels.sports),
  injuries: clinicalText(intakeLabels.injuries),
  medications: clinicalText(intakeLabels.medications),
  allergies: clinicalText(intakeLabels.allergies),
  conditions: clinicalText(intakeLabels.conditions),
  parq: parqSchema.default({}),
  goals: clinicalText(intakeLabels.goals),
  emergencyContact: emergencyContactSchema,
});
export type IntakeInput = z.input<typeof intakeInputSchema>;
export type IntakeValues = z.output<typeof intakeInputSchema>;

export const intakeSchema = z.object({
  dateOfBirth: z.string(),
  sports: z.string(),
  injuries: z.string(),
  medications: z.string(),
  allergies: z.string(),
  conditions: z.string(),
  parq: parqSchema,
  goals: z.string(),
  emergencyContact: z.object({ name: z.string(), relation: z.string(), phone: z.string() }),
  version: z.number().int(),
  savedAt: z.string(),
});
export type Intake = z.infer<typeof intakeSchema>;

/** Whether a client has filled in the intake (and answered a PAR-Q question Yes) and signed the current consent (the staff booking details). */
export const recordStatusQuerySchema = z.strictObject({
  email: z.string().trim().toLowerCase().min(3).max(254),
  /** The booking shown: a signature bound to it (a guest's, on its confirmation page) counts for it. */
  bookingId: z.string().min(1).max(64).optional(),
});
export const recordStatusSchema = z.object({
  clientId: z.string().nullable(),
  intake: z.boolean(),
  consent: z.boolean(),
  /** The current intake answers a PAR-Q question Yes: a clinician reviews it before training. */
  parqReview: z.boolean(),
});
export type RecordStatus = z.infer<typeof recordStatusSchema>;

// ---- consent ----

export const consentFormInputSchema = z.strictObject({
  title: requiredText('Title', 200),
  body: requiredText('Body', 20_000),
});
export type ConsentFormInput = z.input<typeof consentFormInputSchema>;
export const consentFormSchema = z.object({ id: z.string(), version: z.number().int(), title: z.string(), body: z.string(), publishedAt: z.string() });
export type ConsentForm = z.infer<typeof consentFormSchema>;
export const consentFormCreatedSchema = z.object({ id: z.string(), version: z.number().int() });

export const consentSignInputSchema = z.strictObject({
  formId: z.string({ error: 'Consent form is required' }).trim().min(1, 'Consent form is required').max(64),
  signedName: requiredText('Signed name', 201),
  agree: z.literal(true, { error: 'You must agree to the consent form to sign it' }),
});
export type ConsentSignInput = z.input<typeof consentSignInputSchema>;

export const consentSignatureSchema = z.object({
  id: z.string(),
  formId: z.string(),
  version: z.number().int(),
  title: z.string(),
  body: z.string(),
  signedName: z.string(),
  signedAt: z.string(),
  /** SHA-256 of the title and text signed. */
  textHash: z.string(),
  current: z.boolean(),
});
export type ConsentSignature = z.infer<typeof consentSignatureSchema>;

/** What booking asks before a confirmation, and what a checkout page shows. */
export const consentStatusSchema = z.object({ required: z.boolean(), signed: z.boolean(), form: consentFormSchema.nullable() });
export type ConsentStatus = z.infer<typeof consentStatusSchema>;
export const consentStatusQuerySchema = z.strictObject({
  email: z.string().trim().toLowerCase().min(3).max(254),
  userId: z.string().min(1).max(64).optional(),
  /** The booking being confirmed: a signature bound to it counts for it alone. */
  bookingId: z.string().min(1).max(64).optional(),
});
/** Booking passes on a signature made on its confirmation page (the booking's key proved, its name and e-mail). */
export const internalConsentSignSchema = z.strictObject({
  formId: z.string().min(1).max(64),
  signedName: z.string().min(1).max(201),
  expectedName: z.string().min(1).max(201),
  email: z.string().trim().toLowerCase().min(3).max(254),
  userId: z.string().min(1).max(64).optional(),
  address: z.string().max(100),
  bookingId: z.string().min(1).max(64),
  /**
   * Whether the signer proved the e-mail: the key came from the link mailed to it, or the signed-in
   * owner's verified e-mail. Otherwise (the checkout page's own key) the signature binds the booking only.
   */
  emailProven: z.boolean().default(false),
});

/**
 * Whose signatures count for a client, as field matches (any one suffices): the account's own, those
 * made by someone who proved the e-mail, and, for one booking, those bound to it (a guest's on its
 * confirmation page, e-mail not proven). Content's record and booking's copy both decide by it.
 */
export function consentSignersOf(client: { userId?: string | null; email?: string | null; bookingId?: string | null }) {
  const email = client.email?.toLowerCase();
  const or: Array<Record<string, string | boolean>> = [];
  if (client.userId) or.push({ userId: client.userId });
  if (email) or.push({ email, emailProven: true });
  if (client.bookingId) or.push({ bookingId: client.bookingId, ...(email ? { email } : {}) });
  return or;
}

/**
 * Booking's copy of the consent state (issue 39): what it keeps of a signature to decide a
 * confirmation while content is down, and nothing more (no typed name, no address).
 */
export const consentCopySignatureSchema = z.object({
  id: z.string().min(1).max(64),
  formId: z.string().min(1).max(64),
  version: z.number().int().min(1),
  userId: z.string().min(1).max(64).nullable(),
  email: z.string().trim().toLowerCase().max(254).nullable(),
  emailProven: z.boolean(),
  bookingId: z.string().min(1).max(64).nullable(),
});
export type ConsentCopySignature = z.infer<typeof consentCopySignatureSchema>;
/** What content tells booking: a form was published, someone signed. The id is the record's: a replay changes nothing. */
export const consentEventSchema = z.discriminatedUnion('kind', [
  z.object({ id: z.string().min(1).max(80), kind: z.literal('form-published'), form: consentFormSchema }),
  z.object({ id: z.string().min(1).max(80), kind: z.literal('signed'), signature: consentCopySignatureSchema }),
]);
export type ConsentEvent = z.infer<typeof consentEventSchema>;
export const CONSENT_EVENTS_MAX = 100;
export const consentEventsSchema = z.strictObject({ events: z.array(consentEventSchema).min(1).max(CONSENT_EVENTS_MAX) });
/** How many of the events were new to booking (0 for a replay). */
export const consentEventsAppliedSchema = z.object({ applied: z.number().int().min(0) });
export const consentCopyQuerySchema = z.strictObject({ after: z.string().regex(/^[0-9a-f]{24}$/i, 'after must be the id of a signature').optional() });
/** One page of the signatures of the form in force (by id), for booking to re-read its copy. */
export const consentCopyPageSchema = z.object({ form: consentFormSchema.nullable(), signatures: z.array(consentCopySignatureSchema), next: z.string().nullable() });
export type ConsentCopyPage = z.infer<typeof consentCopyPageSchema>;

// ---- SOAP notes ----

const soapText = (label: string) => optionalText(label, NOTE_TEXT_MAX);
export const soapLabels = { subjective: 'Subjective', objective: 'Objective', assessment: 'Assessment', plan: 'Plan' } as const;
export const soapFields = ['subjective', 'objective', 'assessment', 'plan'] as const;

export const clinicalNoteInputSchema = z
  .strictObject({
    subjective: soapText(soapLabels.subjective).default(''),
    objective: soapText(soapLabels.objective).default(''),
    assessment: soapText(soapLabels.assessment).default(''),
    plan: soapText(soapLabels.plan).default(''),
  })
  .refine((note) => soapFields.some((field) => note[field].length > 0), { message: 'Write at least one part of the note', path: ['subjective'] });
export type ClinicalNoteInput = z.input<typeof clinicalNoteInputSchema>;
export type ClinicalNoteValues = z.output<typeof clinicalNoteInputSchema>;
export const clinicalNoteUpdateSchema = z
  .strictObject({
    subjective: soapText(soapLabels.subjective).optional(),
    objective: soapText(soapLabels.objective).optional(),
    assessment: soapText(soapLabels.assessment).optional(),
    plan: soapText(soapLabels.plan).optional(),
  })
  .refine((note) => soapFields.some((field) => note[field] !== undefined), { message: 'Change at least one part of the note', path: ['subjective'] });
export type ClinicalNoteUpdate = z.output<typeof clinicalNoteUpdateSchema>;

export const addendumInputSchema = z.strictObject({ text: requiredText('Addendum', NOTE_TEXT_MAX) });
const personRefSchema = z.object({ id: z.string(), name: z.string() });
export const addendumSchema = z.object({ id: z.string(), noteId: z.string(), text: z.string(), author: personRefSchema, createdAt: z.string() });
export type Addendum = z.infer<typeof addendumSchema>;

export const clinicalNoteStatuses = ['draft', 'signed'] as const;
export const clinicalNoteSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  clientId: z.string(),
  sessionDate: z.string(),
  status: z.enum(clinicalNoteStatuses),
  subjective: z.string(),
  objective: z.string(),
  assessment: z.string(),
  plan: z.string(),
  author: personRefSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  signedAt: z.string().nullable(),
  addenda: z.array(addendumSchema),
});
export type ClinicalNote = z.infer<typeof clinicalNoteSchema>;
export const noteCreatedSchema = z.object({ id: z.string(), status: z.literal('draft') });

/** What the client sees of their signed notes: the plan only. */
export const carePlanEntrySchema = z.object({ noteId: z.string(), sessionDate: z.string(), plan: z.string(), clinician: z.string(), signedAt: z.string() });
export type CarePlanEntry = z.infer<typeof carePlanEntrySchema>;

// ---- injuries and return to play ----

export const injuryStages = ['rest', 'rehab', 'return-to-training', 'full-return'] as const;
export type InjuryStage = (typeof injuryStages)[number];
export const injuryStageLabels: Record<InjuryStage, string> = {
  rest: 'Rest',
  rehab: 'Rehab',
  'return-to-training': 'Return to training',
  'full-return': 'Full return',
};
const stageField = z.enum(injuryStages, { error: `Stage must be one of ${injuryStages.join(', ')}` });

export const injuryInputSchema = z.strictObject({
  bodyPart: requiredText('Body part', 100),
  occurredOn: calendarDateSchema.refine((date) => date <= businessToday(), 'The injury date cannot be in the future'),
  stage: stageField,
  restrictions: optionalText('Restrictions', CLINICAL_TEXT_MAX).default(''),
});
export type InjuryInput = z.input<typeof injuryInputSchema>;
export type InjuryValues = z.output<typeof injuryInputSchema>;
export const injuryUpdateSchema = z
  .strictObject({ stage: stageField.optional(), restrictions: optionalText('Restrictions', CLINICAL_TEXT_MAX).optional() })
  .refine((body) => body.stage !== undefined || body.restrictions !== undefined, { message: 'Stage is required', path: ['stage'] });
export type InjuryUpdate = z.output<typeof injuryUpdateSchema>;

export const injurySchema = z.object({
  id: z.string(),
  clientId: z.string(),
  bodyPart: z.string(),
  occurredOn: z.string(),
  stage: z.enum(injuryStages),
  restrictions: z.string(),
  open: z.boolean(),
  history: z.array(z.object({ stage: z.enum(injuryStages), at: z.string() })),
  recordedBy: personRefSchema,
  createdAt: z.string(),
});
export type Injury = z.infer<typeof injurySchema>;

/**
 * A client's intake as their care team reads it. Clinicians and admins get all of it (`view: 'full'`);
 * a coach who is not a clinician gets what safe training needs (`view: 'training'`): the emergency
 * contact, allergies, the PAR-Q questions answered yes (no details) and each open injury's stage and
 * restrictions; never medications, conditions or past injuries.
 */
export const trainingIntakeSchema = z.object({
  view: z.literal('training'),
  allergies: z.string(),
  parqFlags: z.array(z.enum(parqQuestionIds)),
  emergencyContact: z.object({ name: z.string(), relation: z.string(), phone: z.string() }),
  openInjuries: z.array(z.object({ bodyPart: z.string(), stage: z.enum(injuryStages), restrictions: z.string() })),
  version: z.number().int(),
  savedAt: z.string(),
});
export type TrainingIntake = z.infer<typeof trainingIntakeSchema>;
export const clientIntakeSchema = z.discriminatedUnion('view', [intakeSchema.extend({ view: z.literal('full') }), trainingIntakeSchema]);
export type ClientIntakeView = z.infer<typeof clientIntakeSchema>;

// ---- who viewed the record ----

export const recordAreas = ['intake', 'clinical notes', 'injuries'] as const;
export type RecordArea = (typeof recordAreas)[number];
export const recordAccessSchema = z.object({
  at: z.string(),
  viewer: z.object({ name: z.string(), role: z.string() }),
  what: z.enum(recordAreas),
});
export type RecordAccess = z.infer<typeof recordAccessSchema>;
/** Reads by one viewer less than this apart (each within this of the one before) are one visit. */
export const RECORD_VISIT_GAP_MINUTES = 30;
/** One visit: a viewer's reads of the record, what they read (in the record's order) and from when to when. */
export const recordVisitSchema = z.object({
  viewer: z.object({ name: z.string(), role: z.string() }),
  from: z.string(),
  to: z.string(),
  what: z.array(z.enum(recordAreas)),
  reads: z.number().int(),
});
export type RecordVisit = z.infer<typeof recordVisitSchema>;
export const adminRecordAccessSchema = recordAccessSchema.extend({ clientId: z.string() });
export const recordAccessQuerySchema = z.strictObject({ userId: z.string().min(1).max(64).optional(), ...pageQueryShape });

export const clinicianChangeSchema = z.strictObject({ clinician: z.boolean({ error: 'Clinician must be true or false' }) });
export type ClinicianChangeInput = z.infer<typeof clinicianChangeSchema>;
export const clinicianMessages = { staffOnly: 'Only staff and admin accounts can be clinicians' } as const;
