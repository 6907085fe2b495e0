export { authKeys } from './auth-keys';
export { getCurrentUser, currentUserQueryOptions, useCurrentUser, CURRENT_USER_STALE_MS } from './get-current-user';
export { login, useLogin } from './login';
export { register, useRegister, type RegisterBody } from './register';
export { logout, useLogout } from './logout';
export { verifyEmail, useVerifyEmail } from './verify-email';
export { resendVerification, useResendVerification } from './resend-verification';
