// Shared with the booking form since checkouts can ask for the bot check too.
export { loadTurnstile, TURNSTILE_SCRIPT, type TurnstileApi } from '../../lib/load-turnstile';
