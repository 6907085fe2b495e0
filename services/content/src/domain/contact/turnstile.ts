// Moved to service-kit: the booking checkout verifies Turnstile tokens the same way.
export { turnstileBotCheck, type BotCheck } from '@wsms/service-kit';
