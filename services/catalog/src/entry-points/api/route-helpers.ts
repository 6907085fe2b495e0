import type { Request } from 'express';
import { z } from 'zod';
import { hasRole } from '@wsms/contracts';

/** Any id-shaped text; the repositories answer "not found" for ids that cannot exist. */
export const idParams = z.object({ id: z.string().min(1).max(64) });

export const viewerOf = (req: Request) => ({ isAdmin: hasRole(req.identity?.role, 'admin') });
