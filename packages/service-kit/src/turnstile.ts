import type { Logger } from './logger';

export type BotCheck = (token: string | undefined, remoteIp: string) => Promise<boolean>;

/** Cloudflare Turnstile siteverify: form-encoded secret, response and remoteip; only `success: true` passes. */
export function turnstileBotCheck(options: { secret: string; verifyUrl: string; logger: Logger; timeoutMs?: number }): BotCheck {
  const { secret, verifyUrl, logger, timeoutMs = 5000 } = options;
  return async (token, remoteIp) => {
    if (!token) return false;
    try {
      const res = await fetch(verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) {
        logger.warn({ status: res.status }, 'Turnstile verification answered an error');
        return false;
      }
      const body = (await res.json()) as { success?: unknown; 'error-codes'?: unknown };
      if (body.success !== true) logger.info({ errorCodes: body['error-codes'] }, 'Turnstile token refused');
      return body.success === true;
    } catch (err) {
      // Fail closed: a verification we could not complete does not let the message through.
      logger.warn({ err }, 'Turnstile verification failed');
      return false;
    }
  };
}
