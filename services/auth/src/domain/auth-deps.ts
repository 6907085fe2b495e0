import type { SessionRepository } from '../data-access/session-repository';
import type { UserRepository } from '../data-access/user-repository';
import type { LoginThrottle } from './login-throttle';
import type { Passwords } from './passwords';

export interface AuthDeps {
  users: UserRepository;
  sessions: SessionRepository;
  passwords: Passwords;
  throttle: LoginThrottle;
  jwtSecret: string;
  sessionTtlMs: number;
  now: () => Date;
}
