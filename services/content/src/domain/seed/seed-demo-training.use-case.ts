import type { Logger } from '@wsms/service-kit';
import type { seedMarkerRepository } from '../../data-access/seed/seed-marker-repository';
import { demoClientEmail, demoCoachEmail, demoCompleted, demoLogs, demoProgram } from './demo-training';
import type { TrainingDeps } from '../training/training-deps';

const MARKER = 'demo-training';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Services start in parallel: auth and booking may answer (and seed their demo data) a little after us. */
async function demoPeople(deps: TrainingDeps, retryForMs: number) {
  const deadline = Date.now() + retryForMs;
  for (;;) {
    try {
      const accounts = await deps.directory.accountsByEmails([demoCoachEmail, demoClientEmail]);
      const coach = accounts.find((a) => a.email === demoCoachEmail);
      const client = accounts.find((a) => a.email === demoClientEmail);
      const instructor = await deps.directory.instructor({ email: demoCoachEmail });
      if (coach && client && instructor) return { coach, client, instructor: instructor.instructor };
    } catch {
      // not up yet: try again until the deadline
    }
    if (Date.now() >= deadline) return null;
    await pause(1000);
  }
}

/**
 * On an empty database only: the demo client gets one program from the demo coach, with two weeks
 * of logs and progress, so the tracker is full after `npm start`. A marker document makes sure one
 * instance seeds, however many start at once.
 */
export async function seedDemoTraining(deps: TrainingDeps, markers: ReturnType<typeof seedMarkerRepository>, logger: Logger, retryForMs = 60_000) {
  if ((await deps.programs.count()) > 0) return false;
  const people = await demoPeople(deps, retryForMs);
  if (!people) {
    logger.warn('demo accounts or instructor not found: demo training not seeded');
    return false;
  }
  if (!(await markers.claim(MARKER))) return false;
  try {
    const program = await deps.programs.insert({
      ...demoProgram,
      userId: people.client.id,
      authorId: people.coach.id,
      instructorId: people.instructor.id,
      instructorName: people.instructor.name,
    });
    const now = deps.now();
    await deps.logs.insertMany(demoLogs(people.client.id, program.id, now));
    await deps.progress.seed({
      userId: people.client.id,
      workoutProgramId: program.id,
      currentWeek: 2,
      completedExercises: demoCompleted,
      notes: '',
      lastActiveDate: new Date(now.getTime() - 2 * 86_400_000),
    });
    logger.info({ programId: program.id }, 'demo training seeded');
    return true;
  } catch (error) {
    await markers.release(MARKER);
    throw error;
  }
}
