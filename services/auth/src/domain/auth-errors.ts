import { authMessages } from '@wsms/contracts';
import { badRequest, conflict, unauthorized } from '@wsms/service-kit';

export const invalidCredentials = () => unauthorized(authMessages.invalidCredentials);
export const notAuthenticated = () => unauthorized('Not authenticated');
export const usernameTaken = () => conflict('Username already exists');
export const emailTaken = () => conflict('Email already registered');
export const instructorEmail = () => conflict(authMessages.instructorEmail);
export const alreadyVerified = () => conflict(authMessages.alreadyVerified);
export const verificationInvalid = () => badRequest(authMessages.verificationInvalid, [{ path: 'token', message: authMessages.verificationInvalid }]);
