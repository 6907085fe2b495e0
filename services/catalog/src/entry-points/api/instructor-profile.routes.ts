import { Router } from 'express';
import { catalogApi } from '@wsms/contracts/api';
import { route } from '@wsms/service-kit';
import type { instructorProfileUseCases } from '../../domain/instructor-profile.use-case';

/** The staff dashboard's Profile tab: an instructor's own self-description. */
export function instructorProfileRoutes(profiles: ReturnType<typeof instructorProfileUseCases>) {
  const router = Router();
  route(router, catalogApi.getInstructorProfile, ({ params, identity }) => profiles.get(identity, params.id));
  route(router, catalogApi.updateInstructorProfile, ({ params, body, identity }) => profiles.update(identity, params.id, body));
  return router;
}
