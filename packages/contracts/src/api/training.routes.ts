import { z } from 'zod';
import {
  completeExerciseSchema,
  exerciseLogInputSchema,
  exerciseLogListQuerySchema,
  exerciseLogSchema,
  programActivitySchema,
  programIdParamsSchema,
  programInputSchema,
  programSummaryMapSchema,
  programListQuerySchema,
  programUpdateSchema,
  setWeekSchema,
  trainingMessages as m,
  workoutProgramSchema,
  workoutProgressMapSchema,
  workoutProgressSchema,
} from '../training.schema';
import { digitalMessages } from '../content.schema';
import { pageQuerySchema } from '../page.schema';
import { pagedNote } from './paged-note';
import { idParamsSchema } from './params.schema';
import { defineRoute } from './route-contract';

const directory = { 503: m.directoryUnavailable } as const;
/** Assignment asks booking and auth; where they are not configured (a content service on its own), a 404 says so. */
const notConnected = `or ${m.directoryNotConfigured}`;

/** services/content: workout programs written by staff, and the client's tracker (spec sections 3, 5, 7). */
export const trainingApi = {
  listPrograms: defineRoute({
    method: 'get',
    path: '/api/workout-programs',
    auth: 'user',
    summary: "Workout programs: a staff member's own, every program for admins, a client's own (?userId= may only name themselves); ?userId= and ?instructorId= filter",
    request: { query: programListQuerySchema },
    responses: { 200: z.array(workoutProgramSchema), 403: "Insufficient role (a client asking for another client's programs)" },
  }),
  createProgram: defineRoute({
    method: 'post',
    path: '/api/workout-programs',
    auth: 'staff',
    summary: 'Write a workout program, optionally assigned to a client (staff: only their own clients)',
    request: { body: programInputSchema },
    responses: {
      201: workoutProgramSchema,
      403: `${m.notYourClient}, or ${m.otherInstructor}`,
      404: `${m.clientNotFound}, ${m.instructorNotFound}, ${m.profileNotFound} or ${digitalMessages.notFound}; ${notConnected}`,
      ...directory,
    },
  }),
  updateProgram: defineRoute({
    method: 'patch',
    path: '/api/workout-programs/:id',
    auth: 'staff',
    summary: 'Change a workout program (its author or an admin); userId assigns or (null) unassigns it',
    request: { params: idParamsSchema, body: programUpdateSchema },
    responses: {
      200: workoutProgramSchema,
      403: `${m.notYourProgram}, ${m.notYourClient}, or ${m.otherInstructor}`,
      404: `${m.programNotFound}, ${m.clientNotFound}, ${m.instructorNotFound}, ${m.profileNotFound} or ${digitalMessages.notFound}; ${notConnected}`,
      ...directory,
    },
  }),
  programActivity: defineRoute({
    method: 'get',
    path: '/api/workout-programs/:id/activity',
    auth: 'staff',
    summary: "The assigned client's compliance and 10 most recent logs on a program (its author or an admin)",
    request: { params: idParamsSchema },
    responses: { 200: programActivitySchema, 403: m.notYourProgram, 404: m.programNotFound },
  }),
  programLogs: defineRoute({
    method: 'get',
    path: '/api/workout-programs/:id/logs',
    auth: 'staff',
    summary: "The assigned client's logs on a program (its author or an admin)",
    description: pagedNote('newest first'),
    request: { params: idParamsSchema, query: pageQuerySchema },
    responses: { 200: z.array(exerciseLogSchema), 403: m.notYourProgram, 404: m.programNotFound },
  }),
  myPrograms: defineRoute({
    method: 'get',
    path: '/api/user/workout-programs',
    auth: 'user',
    summary: "The caller's programs: assigned to them, or bought (a digital product they own)",
    request: {},
    responses: { 200: z.array(workoutProgramSchema) },
  }),
  myLogs: defineRoute({
    method: 'get',
    path: '/api/user/exercise-logs',
    auth: 'user',
    summary: "The caller's exercise logs, newest first; ?workoutProgramId= filters",
    description: pagedNote('newest first'),
    request: { query: exerciseLogListQuerySchema },
    responses: { 200: z.array(exerciseLogSchema) },
  }),
  logExercise: defineRoute({
    method: 'post',
    path: '/api/user/exercise-logs',
    auth: 'user',
    summary: 'Log an exercise against one of the caller\'s programs (spec section 5 rules)',
    request: { body: exerciseLogInputSchema },
    responses: { 201: exerciseLogSchema, 404: m.programNotFound },
  }),
  myProgress: defineRoute({
    method: 'get',
    path: '/api/user/workout-progress',
    auth: 'user',
    summary: "The caller's progress keyed by program id (currentWeek default 1)",
    request: {},
    responses: { 200: workoutProgressMapSchema },
  }),
  mySummaries: defineRoute({
    method: 'get',
    path: '/api/user/workout-summaries',
    auth: 'user',
    summary: "The caller's figures keyed by program id: compliance, and per exercise logged its records, chart and 3 most recent logs",
    request: {},
    responses: { 200: programSummaryMapSchema },
  }),
  completeExercise: defineRoute({
    method: 'post',
    path: '/api/user/workout-progress/:programId/completed-exercises',
    auth: 'user',
    summary: 'Mark an exercise of the program done (or not) for the current week',
    request: { params: programIdParamsSchema, body: completeExerciseSchema },
    responses: { 200: workoutProgressSchema, 400: m.exerciseNotInProgram, 404: m.programNotFound },
  }),
  setWeek: defineRoute({
    method: 'put',
    path: '/api/user/workout-progress/:programId/week',
    auth: 'user',
    summary: 'Move to another week of the program (1 to its duration)',
    request: { params: programIdParamsSchema, body: setWeekSchema },
    responses: { 200: workoutProgressSchema, 400: m.weekOutOfRange, 404: m.programNotFound },
  }),
};
