import {
  availabilityMessages,
  weekStart as mondayOf,
  type AvailabilityTemplateInput,
  type Identity,
  type SchedulePatternItem,
  type TemplateApplyInput,
  type TemplateApplyResult,
} from '@wsms/contracts';
import { notFound } from '@wsms/service-kit';
import type { AvailabilityRepository } from '../../data-access/availability/availability-repository';
import type { TemplateRepository } from '../../data-access/availability/template-repository';
import { actingInstructor, assertMayManage, type ActingInstructorDeps } from '../shared/acting-instructor';
import { addDays, todayIn } from '../shared/business-time';
import type { Clock } from '../shared/clock';
import { announceAdded, type FreedSeatsDeps } from '../shared/freed-seats';

export interface TemplateDeps extends ActingInstructorDeps, FreedSeatsDeps {
  templates: TemplateRepository;
  availability: AvailabilityRepository;
  clock: Clock;
}

export async function createTemplate(deps: TemplateDeps, identity: Identity, input: AvailabilityTemplateInput) {
  const { instructorId, ...template } = input;
  const instructor = await actingInstructor(deps, identity, 'write', instructorId);
  return deps.templates.insert({ ...template, instructorId: instructor.id });
}

export async function listTemplates(deps: TemplateDeps, identity: Identity, instructorId?: string) {
  const instructor = await actingInstructor(deps, identity, 'read', instructorId);
  return deps.templates.listForInstructor(instructor.id);
}

async function ownedTemplate(deps: TemplateDeps, identity: Identity, id: string) {
  const template = await deps.templates.findById(id);
  if (!template) throw notFound(availabilityMessages.templateNotFound);
  await assertMayManage(deps, identity, template.instructorId);
  return template;
}

export async function deleteTemplate(deps: TemplateDeps, identity: Identity, id: string) {
  await ownedTemplate(deps, identity, id);
  await deps.templates.delete(id);
}

type SlotShape = { startTime: string; endTime: string; location: string };
const sameHours = (a: SlotShape, b: SlotShape) => a.startTime === b.startTime && a.endTime === b.endTime && a.location === b.location;
type Wanted = SchedulePatternItem & { availableDate: string | null };

/**
 * Applies a template. With a week range: dated slots for each pattern item on those weeks (from the
 * Monday of `weekStart`; past dates left out); without: weekly slots. A slot the instructor already
 * has with the same hours and place, weekly on that weekday or dated that day, is never made twice.
 * Sunday entries (saved before they were refused) are left out: nobody can book a Sunday.
 */
export async function applyTemplate(deps: TemplateDeps, identity: Identity, id: string, range: TemplateApplyInput = {}): Promise<TemplateApplyResult> {
  const template = await ownedTemplate(deps, identity, id);
  const existing = await deps.availability.listForInstructor(template.instructorId);
  const weekly = existing.filter((s) => s.isRecurring);
  const base = { instructorId: template.instructorId, isAvailable: true, notes: `From template: ${template.name}`, templateId: template.id };
  const pattern = template.schedulePattern.filter((item) => item.dayOfWeek !== 0);
  const today = todayIn(deps.clock.now());
  const candidates: Wanted[] =
    range.weekStart && range.weeks ? datedItems(pattern, range.weekStart, range.weeks) : pattern.map((item) => ({ ...item, availableDate: null }));
  const wanted = candidates.filter((item) => item.availableDate === null || item.availableDate >= today);
  const fresh = wanted.filter((item) => {
    const sameDayWeekly = weekly.some((s) => s.dayOfWeek === item.dayOfWeek && sameHours(s, item));
    const sameDated = item.availableDate !== null && existing.some((s) => s.availableDate === item.availableDate && sameHours(s, item));
    return !sameDayWeekly && !sameDated;
  });
  const created = await deps.availability.insertMany(
    fresh.map((item) => ({
      ...base,
      ...item,
      isRecurring: item.availableDate === null,
      recurringPattern: item.availableDate === null ? ('weekly' as const) : null,
    })),
  );
  if (created.length > 0) await announceAdded(deps, template.instructorId);
  const skipped = wanted.length - fresh.length;
  const pastDates = candidates.length - wanted.length;
  return { created, skipped, pastDates, reason: created.length > 0 ? null : nothingAddedReason(candidates.length, skipped, pastDates) };
}

function nothingAddedReason(candidates: number, skipped: number, pastDates: number) {
  if (candidates === 0) return availabilityMessages.nothingAddedOnlySundays;
  if (skipped === 0) return availabilityMessages.nothingAddedAllPast;
  if (pastDates === 0) return availabilityMessages.nothingAddedAllExist;
  return availabilityMessages.nothingAdded(skipped, pastDates);
}

/** Each pattern item on its weekday in every week of the range. */
function datedItems(pattern: readonly SchedulePatternItem[], weekStart: string, weeks: number): Wanted[] {
  const monday = mondayOf(weekStart);
  return Array.from({ length: weeks }, (_, week) => addDays(monday, week * 7)).flatMap((weekMonday) =>
    pattern.map((item) => ({ ...item, availableDate: addDays(weekMonday, (item.dayOfWeek + 6) % 7) })),
  );
}
