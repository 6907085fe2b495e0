import helmet from 'helmet';

/**
 * Headers for everything the gateway answers itself (health, 404, 503, 504, errors): nothing there
 * is a page, so the policy allows nothing. Static routes replace it with the site's CSP; proxied
 * answers carry the service's own helmet headers.
 */
export const gatewaySecurityHeaders = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
});
