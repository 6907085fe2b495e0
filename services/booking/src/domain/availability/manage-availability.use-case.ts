import {
  availabilityMessages,
  availabilitySlotInputSchema,
  type AvailabilitySlotInput,
  type AvailabilitySlotUpdate,
  type Identity,
} from '@wsms/contracts';
import { badRequest, notFound, parseOrThrow } from '@wsms/service-kit';
import type { AvailabilityRecord } from '../../data-access/availability/availability-model';
import type { AvailabilityRepository } from '../../data-access/availability/availability-repository';
import { actingInstructor, assertMayManage, type ActingInstructorDeps } from '../shared/acting-instructor';
import { todayIn } from '../shared/business-time';
import type { Clock } from '../shared/clock';
import { announceAdded, type FreedSeatsDeps } from '../shared/freed-seats';

export interface SlotDeps extends ActingInstructorDeps, FreedSeatsDeps {
  availability: AvailabilityRepository;
  clock: Clock;
}

const toRecord = (instructorId: string, { instructorId: _ignored, ...slot }: AvailabilitySlotInput): AvailabilityRecord => ({
  ...slot,
  instructorId,
});

/** A date before today at the gyms could never be booked (today's later hours still can). */
function assertNotPast(deps: Pick<SlotDeps, 'clock'>, availableDate: string | null) {
  if (!availableDate || availableDate >= todayIn(deps.clock.now())) return;
  const message = availabilityMessages.pastDate(availableDate);
  throw badRequest(message, [{ path: 'availableDate', message }]);
}

export async function createSlot(deps: SlotDeps, identity: Identity, input: AvailabilitySlotInput) {
  const instructor = await actingInstructor(deps, identity, 'write', input.instructorId);
  assertNotPast(deps, input.availableDate);
  const created = await deps.availability.insert(toRecord(instructor.id, input));
  await announceAdded(deps, instructor.id);
  return created;
}

export async function listSlots(deps: SlotDeps, identity: Identity, instructorId?: string) {
  const instructor = await actingInstructor(deps, identity, 'read', instructorId);
  return deps.availability.listForInstructor(instructor.id);
}

async function ownedSlot(deps: SlotDeps, identity: Identity, id: string) {
  const slot = await deps.availability.findById(id);
  if (!slot) throw notFound(availabilityMessages.slotNotFound);
  await assertMayManage(deps, identity, slot.instructorId);
  return slot;
}

/** Merges the change into the stored slot and checks the result as a whole (end after start, ...). */
export async function updateSlot(deps: SlotDeps, identity: Identity, id: string, patch: AvailabilitySlotUpdate) {
  const { id: _id, instructorId, createdAt: _c, updatedAt: _u, ...current } = await ownedSlot(deps, identity, id);
  const oneOffToWeekly = patch.isRecurring === true && patch.availableDate === undefined;
  const merged = { ...current, ...(oneOffToWeekly ? { availableDate: null } : {}), ...patch };
  const slot = parseOrThrow(availabilitySlotInputSchema, merged, 'Invalid body');
  // Only a date being set is checked: a slot whose day has passed may still have its notes or badge changed.
  if (patch.availableDate !== undefined || patch.isRecurring === false) assertNotPast(deps, slot.availableDate);
  const updated = await deps.availability.replace(id, toRecord(instructorId, slot));
  // Deleted by someone else meanwhile: answer 404 rather than a null slot.
  if (!updated) throw notFound(availabilityMessages.slotNotFound);
  await announceAdded(deps, instructorId);
  return updated;
}

export async function deleteSlot(deps: SlotDeps, identity: Identity, id: string) {
  await ownedSlot(deps, identity, id);
  await deps.availability.delete(id);
}
