import type { Logger, RateLimiter } from '@wsms/service-kit';
import type { IsInstructorEmail } from '../adapters/instructor-directory';
import type { LinkInstructor } from '../adapters/instructor-linker';
import type { SendEmail } from '../adapters/outbox-client';
import type { AuditLogRepository } from '../data-access/audit-log-repository';
import type { EmailVerificationRepository } from '../data-access/email-verification-repository';
import type { SessionRepository } from '../data-access/session-repository';
import type { UserRepository } from '../data-access/user-repository';
import type { LoginThrottle } from './login-throttle';
import type { Passwords } from './passwords';

export interface AuthDeps {
  users: UserRepository;
  sessions: SessionRepository;
  verifications: EmailVerificationRepository;
  passwords: Passwords;
  throttle: LoginThrottle;
  registrations: RateLimiter;
  verificationEmails: RateLimiter;
  sendEmail: SendEmail;
  isInstructorEmail: IsInstructorEmail;
  linkInstructor: LinkInstructor;
  /** The admins' audit log: every service's entries, as each sent them (this service's too). */
  auditLog: AuditLogRepository;
  publicUrl: string;
  verificationTtlMs: number;
  jwtSecret: string;
  sessionTtlMs: number;
  logger: Logger;
  now: () => Date;
}
