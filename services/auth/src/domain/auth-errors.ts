import { authMessages } from '@wsms/contracts';
import { AppError, conflict, unauthorized } from '@wsms/service-kit';

export class TooManyAttemptsError extends AppError {
  constructor(public readonly retryAfterSeconds: number) {
    super('too-many-attempts', 'Too many login attempts. Please try again later.', 429);
  }
}

export const invalidCredentials = () => unauthorized(authMessages.invalidCredentials);
export const notAuthenticated = () => unauthorized('Not authenticated');
export const usernameTaken = () => conflict('Username already exists');
export const emailTaken = () => conflict('Email already registered');
