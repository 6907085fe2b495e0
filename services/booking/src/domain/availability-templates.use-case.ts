import { availabilityMessages, type AvailabilityTemplateInput, type Identity } from '@wsms/contracts';
import { notFound } from '@wsms/service-kit';
import { actingInstructor, assertMayManage } from './acting-instructor';
import type { BookingDeps } from './booking-deps';

export async function createTemplate(deps: BookingDeps, identity: Identity, input: AvailabilityTemplateInput) {
  const { instructorId, ...template } = input;
  const instructor = await actingInstructor(deps, identity, 'write', instructorId);
  return deps.templates.insert({ ...template, instructorId: instructor.id });
}

export async function listTemplates(deps: BookingDeps, identity: Identity, instructorId?: string) {
  const instructor = await actingInstructor(deps, identity, 'read', instructorId);
  return deps.templates.listForInstructor(instructor.id);
}

async function ownedTemplate(deps: BookingDeps, identity: Identity, id: string) {
  const template = await deps.templates.findById(id);
  if (!template) throw notFound(availabilityMessages.templateNotFound);
  await assertMayManage(deps, identity, template.instructorId);
  return template;
}

export async function deleteTemplate(deps: BookingDeps, identity: Identity, id: string) {
  await ownedTemplate(deps, identity, id);
  await deps.templates.delete(id);
}

/** Creates the template's weekly slots, skipping any the instructor already has exactly. */
export async function applyTemplate(deps: BookingDeps, identity: Identity, id: string) {
  const template = await ownedTemplate(deps, identity, id);
  const existing = await deps.availability.listForInstructor(template.instructorId);
  const key = (s: { dayOfWeek: number; startTime: string; endTime: string; location: string }) =>
    `${s.dayOfWeek}|${s.startTime}|${s.endTime}|${s.location}`;
  const have = new Set(existing.filter((s) => s.isRecurring).map(key));
  const fresh = template.schedulePattern.filter((item) => !have.has(key(item)));
  const created = await deps.availability.insertMany(
    fresh.map((item) => ({
      ...item,
      instructorId: template.instructorId,
      availableDate: null,
      isRecurring: true,
      recurringPattern: 'weekly' as const,
      isAvailable: true,
      notes: `From template: ${template.name}`,
      templateId: template.id,
    })),
  );
  return { created, skipped: template.schedulePattern.length - fresh.length };
}
