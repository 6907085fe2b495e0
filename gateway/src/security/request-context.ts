import { randomUUID } from 'node:crypto';
import type { TLSSocket } from 'node:tls';
import type { Request, RequestHandler } from 'express';

const saneRequestId = /^[A-Za-z0-9._:-]{1,100}$/;

interface Client {
  address: string;
  proto: 'http' | 'https';
}
const clients = new WeakMap<Request, Client>();

/**
 * Runs first, before forwarding headers are stripped: Express's `trust proxy` (TRUSTED_PROXIES) decides
 * how much of X-Forwarded-For / -Proto to believe, so a client can only name its address through a
 * proxy we trust.
 */
export const rememberClient: RequestHandler = (req, _res, next) => {
  clients.set(req, {
    address: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    proto: req.protocol === 'https' ? 'https' : 'http',
  });
  next();
};

export const clientAddressOf = (req: Request) => clients.get(req)?.address ?? req.socket.remoteAddress ?? 'unknown';

export const requestProto = (req: Request) => clients.get(req)?.proto ?? ((req.socket as TLSSocket).encrypted ? 'https' : 'http');

/** The origin the browser used to reach the gateway (X-Forwarded-Proto counts only from TRUSTED_PROXIES). */
export const ownOrigin = (req: Request) => `${requestProto(req)}://${req.headers.host ?? ''}`.toLowerCase();

export const requestId = (req: Request) => req.headers['x-request-id'] as string;

/** Sets the forwarding headers every service receives, and the request id echoed to the client. */
export const requestContext: RequestHandler = (req, res, next) => {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && saneRequestId.test(incoming) ? incoming : randomUUID();
  req.headers['x-request-id'] = id;
  // Informational only: services take the address from the signed x-request-context header.
  req.headers['x-forwarded-for'] = clientAddressOf(req);
  req.headers['x-forwarded-proto'] = requestProto(req);
  if (req.headers.host) req.headers['x-forwarded-host'] = req.headers.host;
  res.setHeader('x-request-id', id);
  next();
};
