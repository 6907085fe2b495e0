import { useEffect, useRef } from 'react';
import { loadTurnstile } from '../lib/load-turnstile';

/** Cloudflare Turnstile; `onToken('')` when the answer expires or fails. Re-rendered when `round` changes. */
export function TurnstileWidget({ siteKey, round, onToken }: { siteKey: string; round: number; onToken: (token: string) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const callback = useRef(onToken);
  useEffect(() => {
    callback.current = onToken;
  });

  useEffect(() => {
    let widgetId: string | undefined;
    let cancelled = false;
    loadTurnstile()
      .then((turnstile) => {
        if (cancelled || !container.current) return;
        widgetId = turnstile.render(container.current, {
          sitekey: siteKey,
          callback: (token: string) => callback.current(token),
          'expired-callback': () => callback.current(''),
          'error-callback': () => callback.current(''),
        });
      })
      .catch(() => {
        // The server refuses the message without a token, and the form says so then.
      });
    return () => {
      cancelled = true;
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [siteKey, round]);

  return <div ref={container} data-testid="turnstile" />;
}
