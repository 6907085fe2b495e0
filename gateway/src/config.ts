import path from 'node:path';
import { identityPrivateKeyEnv, metricsConfig, parseConfig } from '@wsms/service-kit';
import { z } from 'zod';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).transform((u) => u.replace(/\/+$/, ''));
/** One URL, or several separated by commas: the instances of one service, used in turn. */
const httpUrlList = z
  .string()
  .transform((value) => value.split(',').map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(httpUrl).min(1, 'must name at least one http(s) URL'))
  .transform((list) => [...new Set(list)]);
const remoteUrl = z.string().regex(/^(https?:\/\/|\/)/, 'must be an http(s) URL or a path starting with /');

const originList = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const origins: string[] = [];
    for (const item of (value ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
      const parsed = URL.canParse(item) ? new URL(item) : null;
      if (parsed && /^https?:$/.test(parsed.protocol)) origins.push(parsed.origin);
      else ctx.addIssue({ code: 'custom', message: `"${item}" is not an http(s) origin` });
    }
    return origins;
  });

/** Express `trust proxy` values: addresses, CIDR ranges or the names loopback, linklocal, uniquelocal. */
const proxyList = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const items = (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    for (const item of items) {
      if (!/^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/.test(item))
        ctx.addIssue({ code: 'custom', message: `"${item}" is not an IP address, CIDR range, loopback, linklocal or uniquelocal` });
    }
    return items;
  });

export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  AUTH_URL: httpUrlList,
  CATALOG_URL: httpUrlList,
  BOOKING_URL: httpUrlList,
  CONTENT_URL: httpUrlList,
  /** Sent to the auth service's /internal/session; it signs no identity. */
  INTERNAL_SECRET: z.string().min(16, 'must be at least 16 characters'),
  /** Signs every x-identity (ES256); only the gateway holds it, services verify with its public key. */
  IDENTITY_PRIVATE_KEY: identityPrivateKeyEnv,
  // gateway/src -> repository root, which holds shell/dist and mfe-*/dist.
  STATIC_ROOT: z.string().min(1).default(path.resolve(__dirname, '..', '..')),
  REMOTE_PUBLIC_URL: remoteUrl.default('/mfe/public/remoteEntry.js'),
  REMOTE_PORTAL_URL: remoteUrl.default('/mfe/portal/remoteEntry.js'),
  REMOTE_STAFF_URL: remoteUrl.default('/mfe/staff/remoteEntry.js'),
  REMOTE_ADMIN_URL: remoteUrl.default('/mfe/admin/remoteEntry.js'),
  // Where the gateway itself reads a remote's routes.json when the browser-facing entry URL is not
  // reachable from it (docker: http://mfe-public/routes.json); default: next to the entry.
  REMOTE_PUBLIC_ROUTES_URL: httpUrl.optional(),
  REMOTE_PORTAL_ROUTES_URL: httpUrl.optional(),
  REMOTE_STAFF_ROUTES_URL: httpUrl.optional(),
  REMOTE_ADMIN_ROUTES_URL: httpUrl.optional(),
  REMOTE_ROUTES_CACHE_MS: z.coerce.number().int().min(0).default(30000),
  PUBLIC_ORIGINS: originList,
  /** Proxies whose X-Forwarded-For and -Proto are believed; empty: the socket address is the client. */
  TRUSTED_PROXIES: proxyList,
  /** How long a session's identity is reused without asking auth again: the revocation window. */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(30000).default(5000),
  /** Longest time the gateway reuses an anonymous public read (services mark them max-age); 0: never. */
  RESPONSE_CACHE_MS: z.coerce.number().int().min(0).max(60000).default(250),
  PROXY_TIMEOUT_MS: z.coerce.number().int().positive().default(10000),
  HEALTH_INTERVAL_MS: z.coerce.number().int().min(100).default(1000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ...metricsConfig,
});

export type GatewayConfig = z.infer<typeof configSchema>;
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): GatewayConfig => parseConfig(configSchema, env);
