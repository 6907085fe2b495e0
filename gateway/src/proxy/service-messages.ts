import type { Response } from 'express';
import type { ServiceName } from '../routes/service-names';

export const unavailableMessage = (name: ServiceName) =>
  `The ${name} service is unavailable. Please try again shortly.`;
export const timeoutMessage = (name: ServiceName) =>
  `The ${name} service did not answer in time. Please try again shortly.`;

export function sendUnavailable(res: Response, name: ServiceName) {
  res.status(503).set('Retry-After', '2').json({ message: unavailableMessage(name) });
}
