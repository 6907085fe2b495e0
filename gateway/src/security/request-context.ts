import { randomUUID } from 'node:crypto';
import type { TLSSocket } from 'node:tls';
import type { Request, RequestHandler } from 'express';

const saneRequestId = /^[A-Za-z0-9._:-]{1,100}$/;

export const requestProto = (req: Request) => ((req.socket as TLSSocket).encrypted ? 'https' : 'http');

/** The origin the browser used to reach the gateway (forwarded headers from clients are never trusted). */
export const ownOrigin = (req: Request) => `${requestProto(req)}://${req.headers.host ?? ''}`.toLowerCase();

export const requestId = (req: Request) => req.headers['x-request-id'] as string;

/** Sets the forwarding headers every service receives, and the request id echoed to the client. */
export const requestContext: RequestHandler = (req, res, next) => {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && saneRequestId.test(incoming) ? incoming : randomUUID();
  req.headers['x-request-id'] = id;
  req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  req.headers['x-forwarded-proto'] = requestProto(req);
  if (req.headers.host) req.headers['x-forwarded-host'] = req.headers.host;
  res.setHeader('x-request-id', id);
  next();
};
