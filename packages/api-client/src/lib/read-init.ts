/**
 * How the app's reads ask: with the session cookie, and always revalidated with the server (an
 * unchanged answer is a 304 without a body). The public lists allow a browser to show a stale copy
 * while it revalidates in the background; the app does not use that:
 * - an edit shows on the next visit, not up to a minute later;
 * - a background revalidation is invisible to the page, and Chromium's DevTools protocol never
 *   reports it finished, so a tool waiting for the page's network to go idle would wait forever.
 */
export const READ_INIT: RequestInit = { credentials: 'include', cache: 'no-cache' };
