import type { RequestHandler } from 'express';
import type { GatewayConfig } from '../config';
import { NO_CACHE } from './cache-policy';

/** Remote entry URLs are runtime configuration, so a remote can be released without rebuilding the shell. */
export const remotesManifest = (config: GatewayConfig) => ({
  public: config.REMOTE_PUBLIC_URL,
  portal: config.REMOTE_PORTAL_URL,
  staff: config.REMOTE_STAFF_URL,
  admin: config.REMOTE_ADMIN_URL,
});

export const remotesRoute = (config: GatewayConfig): RequestHandler => {
  const body = remotesManifest(config);
  return (_req, res) => {
    res.set('Cache-Control', NO_CACHE).json(body);
  };
};
