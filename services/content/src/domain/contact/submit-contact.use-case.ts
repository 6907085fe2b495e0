import { randomBytes } from 'node:crypto';
import { contactMessages, type ContactInput, type ContactResponse } from '@wsms/contracts';
import { AppError } from '@wsms/service-kit';
import type { ContactSubmissionRepository } from '../../data-access/contact/contact-submission-repository';
import type { BotCheck } from './turnstile';

export function submitContact(deps: { submissions: ContactSubmissionRepository; botCheck: BotCheck | null }) {
  return async (input: ContactInput, remoteIp: string): Promise<ContactResponse> => {
    // Honeypot: people never see the field, so a value means a bot. It is told "success" and nothing is kept.
    if (input.website?.trim()) return { success: true, id: randomBytes(12).toString('hex') };
    if (deps.botCheck && !(await deps.botCheck(input.turnstileToken, remoteIp))) {
      throw new AppError('bot-check-failed', contactMessages.botCheckFailed, 400);
    }
    const saved = await deps.submissions.insert({
      name: input.name,
      email: input.email,
      ...(input.interest ? { interest: input.interest } : {}),
      message: input.message,
    });
    return { success: true, id: saved.id };
  };
}
