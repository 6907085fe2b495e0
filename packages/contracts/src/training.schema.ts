import { z } from 'zod';
import { optionalText, requiredText } from './fields.schema';
import { pageQueryShape } from './page.schema';

/** Spec section 9: program and tracker constants. */
export const programDefaults = { duration: 4, difficulty: 'Intermediate', sessionMinutes: 45 } as const;
export const exerciseDefaults = { sets: 3, reps: 10, restTime: 60 } as const;
export const trackerLimits = { recentLogsPerExercise: 3, recentActivity: 10, maxProgressPercent: 100, programPreview: 4 } as const;

export const difficulties = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type Difficulty = (typeof difficulties)[number];

export const trainingMessages = {
  programNotFound: 'Workout program not found',
  clientNotFound: 'Client not found',
  notYourClient: 'You can only assign programs to your own clients',
  notYourProgram: 'You can only change your own programs',
  otherInstructor: 'Staff can only write programs as their own instructor',
  instructorNotFound: 'Instructor not found',
  profileNotFound: 'Instructor profile not found',
  exerciseNotInProgram: 'That exercise is not part of this program',
  weekOutOfRange: 'Week must be within the program',
  directoryUnavailable: 'The account directory is unavailable, please try again',
  directoryNotConfigured: 'The account directory is not connected to this service',
} as const;

export const LIMITS_TRAINING = {
  exerciseName: 255,
  title: 255,
  description: 2000,
  instructions: 2000,
  notes: 1000,
  exercises: 50,
  weeks: 52,
  sets: 100,
  reps: 1000,
  weight: 999.5,
  durationSeconds: 86_400,
  restSeconds: 3600,
  setEntries: 20,
} as const;

const L = LIMITS_TRAINING;

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** Spec section 5: weight min 0, step 0.5 (lbs; stored exactly, half pounds are exact in binary). */
export const weightField = (label = 'Weight') =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be at least 0`)
    .max(L.weight, `${label} must be at most ${L.weight}`)
    .refine((value) => Number.isInteger(value * 2), `${label} must be in steps of 0.5`);

/** A select left on its empty option means none. */
const noneIfEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? null : v), schema);

export const idField = (label: string) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(64, `${label} is too long`);

/**
 * An exercise as written by the coach; new ones default to 3 sets of 10 with 60 s rest (spec section
 * 9). Reps left out get that default; reps sent empty (null) stay empty, as for a timed exercise.
 */
export const exerciseInputSchema = z.strictObject({
  name: requiredText('Exercise name', L.exerciseName),
  instructions: optionalText('Instructions', L.instructions).default(''),
  sets: whole('Sets', 1, L.sets).default(exerciseDefaults.sets),
  reps: whole('Reps', 1, L.reps).nullable().default(exerciseDefaults.reps),
  weight: weightField().nullish().transform((v) => v ?? null),
  duration: whole('Duration', 1, L.durationSeconds).nullish().transform((v) => v ?? null),
  restTime: whole('Rest time', 0, L.restSeconds).default(exerciseDefaults.restTime),
});
export type ExerciseInput = z.input<typeof exerciseInputSchema>;
export type Exercise = z.output<typeof exerciseInputSchema>;

const exerciseList = z
  .array(exerciseInputSchema, { error: 'Exercises must be a list' })
  .min(1, 'Add at least one exercise')
  .max(L.exercises, `A program may have at most ${L.exercises} exercises`)
  .superRefine((exercises, ctx) => {
    // Logs and completion refer to exercises by name, so a name appears once per program.
    const seen = new Set<string>();
    exercises.forEach((exercise, index) => {
      const key = exercise.name.trim().toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'Each exercise needs its own name' });
      seen.add(key);
    });
  });

const programFields = {
  title: requiredText('Title', L.title),
  description: optionalText('Description', L.description),
  duration: whole('Duration', 1, L.weeks),
  difficulty: z.enum(difficulties, { error: `Difficulty must be one of: ${difficulties.join(', ')}` }),
  digitalProductId: noneIfEmpty(idField('Digital product').nullable()),
  exercises: exerciseList,
  /** The client the program is assigned to (staff: only their own clients). */
  userId: noneIfEmpty(idField('Client').nullable()),
  /** The instructor the program is written as (staff: their own; admins: any). */
  instructorId: noneIfEmpty(idField('Instructor').nullable()),
};

/** POST /api/workout-programs (spec section 7, with the defaults of section 9). */
export const programInputSchema = z.strictObject({
  title: programFields.title,
  description: programFields.description.default(''),
  duration: programFields.duration.default(programDefaults.duration),
  difficulty: programFields.difficulty.default(programDefaults.difficulty),
  digitalProductId: programFields.digitalProductId.optional().transform((v) => v ?? null),
  exercises: programFields.exercises,
  userId: programFields.userId.optional().transform((v) => v ?? null),
  instructorId: programFields.instructorId.optional().transform((v) => v ?? null),
});
export type ProgramInput = z.input<typeof programInputSchema>;
export type ProgramValues = z.output<typeof programInputSchema>;

/** PATCH /api/workout-programs/:id: any of the fields; null unassigns the client or the product. */
export const programUpdateSchema = z
  .strictObject({
    title: programFields.title.optional(),
    description: programFields.description.optional(),
    duration: programFields.duration.optional(),
    difficulty: programFields.difficulty.optional(),
    digitalProductId: programFields.digitalProductId.optional(),
    exercises: programFields.exercises.optional(),
    userId: programFields.userId.optional(),
    instructorId: programFields.instructorId.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type ProgramUpdate = z.output<typeof programUpdateSchema>;

export const exerciseSchema = z.object({
  name: z.string(),
  instructions: z.string(),
  sets: z.number(),
  reps: z.number().nullable(),
  weight: z.number().nullable(),
  duration: z.number().nullable(),
  restTime: z.number(),
});

/** A workout program on the wire (spec section 3: workout_programs). */
export const workoutProgramSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  duration: z.number(),
  difficulty: z.enum(difficulties),
  digitalProductId: z.string().nullable(),
  instructorId: z.string().nullable(),
  instructorName: z.string().nullable(),
  userId: z.string().nullable(),
  exercises: z.array(exerciseSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WorkoutProgram = z.infer<typeof workoutProgramSchema>;

export const programListQuerySchema = z.strictObject({
  userId: idField('Client').optional(),
  instructorId: idField('Instructor').optional(),
});
export type ProgramListQuery = z.infer<typeof programListQuerySchema>;

/** One set as done: reps, and the weight when one was used (Hevy-style logging, beyond the spec). */
export const setEntrySchema = z.strictObject({
  reps: whole('Reps', 1, L.reps),
  weight: weightField().nullish().transform((v) => v ?? null),
});
export type SetEntry = z.output<typeof setEntrySchema>;

/**
 * POST /api/user/exercise-logs. Spec section 5: sets min 1 (default 1); reps min 1, optional; weight
 * min 0 in steps of 0.5, optional; duration min 1 s, optional. With `setEntries`, `sets` is their
 * number and the summary reps/weight come from the top set when not given.
 */
export const exerciseLogInputSchema = z
  .strictObject({
    workoutProgramId: idField('Workout program'),
    exerciseName: requiredText('Exercise name', L.exerciseName),
    sets: whole('Sets', 1, L.sets).optional(),
    reps: whole('Reps', 1, L.reps).nullish(),
    weight: weightField().nullish(),
    duration: whole('Duration', 1, L.durationSeconds).nullish(),
    notes: optionalText('Notes', L.notes).optional(),
    setEntries: z
      .array(setEntrySchema, { error: 'Set entries must be a list' })
      .max(L.setEntries, `Log at most ${L.setEntries} sets at once`)
      .optional(),
  })
  .superRefine((log, ctx) => {
    if (log.setEntries?.length && log.sets !== undefined && log.sets !== log.setEntries.length) {
      ctx.addIssue({ code: 'custom', path: ['sets'], message: 'Sets must match the number of sets logged' });
    }
  })
  .transform(({ setEntries: given, ...log }) => {
    // An empty list is the same as none: the summary fields say it all.
    const setEntries = given?.length ? given : undefined;
    const top = setEntries ? topSet(setEntries) : undefined;
    return {
      ...log,
      sets: setEntries?.length ?? log.sets ?? 1,
      reps: log.reps ?? top?.reps ?? null,
      weight: log.weight ?? top?.weight ?? null,
      duration: log.duration ?? null,
      notes: log.notes ?? '',
      setEntries: setEntries ?? [],
    };
  });
export type ExerciseLogInput = z.input<typeof exerciseLogInputSchema>;
export type ExerciseLogValues = z.output<typeof exerciseLogInputSchema>;

/** The heaviest set, the one with more reps among equals. */
export function topSet<T extends { reps: number; weight: number | null }>(entries: readonly T[]): T | undefined {
  return entries.reduce<T | undefined>((best, entry) => {
    if (!best) return entry;
    const [w, bw] = [entry.weight ?? 0, best.weight ?? 0];
    return w > bw || (w === bw && entry.reps > best.reps) ? entry : best;
  }, undefined);
}

/** spec section 3: exercise_log. */
export const exerciseLogSchema = z.object({
  id: z.string(),
  userId: z.string(),
  workoutProgramId: z.string(),
  exerciseName: z.string(),
  sets: z.number(),
  reps: z.number().nullable(),
  weight: z.number().nullable(),
  duration: z.number().nullable(),
  notes: z.string(),
  setEntries: z.array(z.object({ reps: z.number(), weight: z.number().nullable() })),
  loggedAt: z.string(),
});
export type ExerciseLog = z.infer<typeof exerciseLogSchema>;

export const exerciseLogListQuerySchema = z.strictObject({
  workoutProgramId: idField('Workout program').optional(),
  ...pageQueryShape,
});
export type ExerciseLogListQuery = z.output<typeof exerciseLogListQuerySchema>;

/** Week number → names of the exercises marked done that week. */
export const completedExercisesSchema = z.record(z.string(), z.array(z.string()));
export type CompletedExercises = z.infer<typeof completedExercisesSchema>;

/** spec section 3: user_workout_progress, as the client and the coach read it. */
export const workoutProgressSchema = z.object({
  /** null until the client first logs or marks something in the program. */
  id: z.string().nullable(),
  userId: z.string(),
  workoutProgramId: z.string(),
  currentWeek: z.number(),
  completedExercises: completedExercisesSchema,
  notes: z.string(),
  lastActiveDate: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type WorkoutProgress = z.infer<typeof workoutProgressSchema>;

/** GET /api/user/workout-progress: keyed by program id, one entry per program the caller has. */
export const workoutProgressMapSchema = z.record(z.string(), workoutProgressSchema);
export type WorkoutProgressMap = z.infer<typeof workoutProgressMapSchema>;

export const programIdParamsSchema = z.object({ programId: idField('Workout program') });

/** Mark an exercise done (or not) for the current week. */
export const completeExerciseSchema = z.strictObject({
  exerciseName: requiredText('Exercise name', L.exerciseName),
  done: z.boolean({ error: 'Done must be true or false' }),
});
export type CompleteExerciseInput = z.infer<typeof completeExerciseSchema>;

/** Move to another week of the program (1..duration). */
export const setWeekSchema = z.strictObject({ currentWeek: whole('Week', 1, L.weeks) });
export type SetWeekInput = z.infer<typeof setWeekSchema>;

/** The compliance figures both coach and client see (computed by the same functions, training-stats). */
export const complianceSchema = z.object({
  currentWeek: z.number(),
  completed: z.number(),
  total: z.number(),
  percent: z.number(),
  minutesTrained: z.number(),
  weeklyStreak: z.number(),
  lastActiveDate: z.string().nullable(),
});
export type Compliance = z.infer<typeof complianceSchema>;

/** GET /api/workout-programs/:id/activity: what the coach sees of an assigned program. */
export const programActivitySchema = z.object({
  programId: z.string(),
  userId: z.string().nullable(),
  compliance: complianceSchema,
  recentLogs: z.array(exerciseLogSchema),
});
export type ProgramActivity = z.infer<typeof programActivitySchema>;

const dated = { loggedAt: z.string() };

/** What the client's tracker shows of one program, computed by the service from the program's logs. */
export const programSummarySchema = z.object({
  compliance: complianceSchema,
  /** Per exercise logged (newest first): personal records, the chart's points and the 3 most recent logs. */
  exercises: z.array(
    z.object({
      exerciseName: z.string(),
      heaviest: z.object({ weight: z.number(), reps: z.number(), ...dated }).nullable(),
      mostReps: z.object({ reps: z.number(), weight: z.number().nullable(), ...dated }).nullable(),
      loggedThisWeek: z.boolean(),
      series: z.array(z.object({ date: z.string(), topWeight: z.number(), volume: z.number() })),
      recentLogs: z.array(exerciseLogSchema),
    }),
  ),
});
export type ProgramSummary = z.infer<typeof programSummarySchema>;
export type ExerciseSummary = ProgramSummary['exercises'][number];

/** GET /api/user/workout-summaries: keyed by program id, one entry per program the caller has. */
export const programSummaryMapSchema = z.record(z.string(), programSummarySchema);
export type ProgramSummaryMap = z.infer<typeof programSummaryMapSchema>;

/** An account that booked with the instructor and verified its e-mail (GET /api/instructor/clients). */
export const instructorClientSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type InstructorClient = z.infer<typeof instructorClientSchema>;
