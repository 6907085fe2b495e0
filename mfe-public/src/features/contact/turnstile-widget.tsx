// Shared with the booking form since checkouts can ask for the bot check too.
export { TurnstileWidget } from '../../components/turnstile-widget';
