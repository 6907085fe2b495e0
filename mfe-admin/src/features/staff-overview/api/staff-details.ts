import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@wsms/api-client';
import type { AvailabilitySlot, Booking } from '@wsms/contracts';
import { adminKeys } from '../../../api/admin-keys';
import { readJson } from '../../../api/request';

/** A workout program as GET /api/workout-programs answers (owned by the content service). */
export interface WorkoutProgramSummary {
  id: string;
  title?: string;
  name?: string;
  description?: string;
  difficulty?: string;
  instructorId?: string | null;
  exercises?: unknown[];
}

const scoped = (path: string, instructorId: string) => `${path}?instructorId=${encodeURIComponent(instructorId)}`;

export const useInstructorBookings = (instructorId: string | undefined) =>
  useQuery({
    queryKey: adminKeys.instructorBookings(instructorId ?? ''),
    queryFn: () => readJson<Booking[]>(scoped('/api/instructor/bookings', instructorId!), 'bookings'),
    enabled: Boolean(instructorId),
  });

export const useInstructorSlots = (instructorId: string | undefined) =>
  useQuery({
    queryKey: adminKeys.instructorSlots(instructorId ?? ''),
    queryFn: () => readJson<AvailabilitySlot[]>(scoped('/api/instructor/availability', instructorId!), 'availability'),
    enabled: Boolean(instructorId),
  });

/** Every program; a deployment without the programs service yet shows none rather than an error. */
async function getWorkoutPrograms(): Promise<WorkoutProgramSummary[]> {
  try {
    return await readJson<WorkoutProgramSummary[]>('/api/workout-programs', 'workout programs');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export const useWorkoutPrograms = () => useQuery({ queryKey: adminKeys.workoutPrograms(), queryFn: getWorkoutPrograms });
