import { z } from 'zod';
import { publicUserSchema } from './auth.schema';

/** The Roles tab: an admin promotes a client to staff or demotes staff back to user. */
export const assignableRoles = ['user', 'staff'] as const;
export const roleChangeSchema = z.strictObject({
  role: z.enum(assignableRoles, { error: `Role must be one of ${assignableRoles.join(', ')}` }),
});
export type RoleChangeInput = z.infer<typeof roleChangeSchema>;

export const roleMessages = {
  userNotFound: 'User not found',
  adminRole: 'Admin accounts cannot be changed here',
  ownRole: 'You cannot change your own role',
  emailNotVerified: 'The e-mail address of this account must be verified first: it can be made staff once its owner has opened the verification link.',
} as const;

/** The instructor record a promoted staff member acts as (linked by e-mail, or created inactive). */
export const linkedInstructorSchema = z.object({ id: z.string(), name: z.string(), created: z.boolean(), isActive: z.boolean() });
export const roleChangeResponseSchema = z.object({ user: publicUserSchema, instructor: linkedInstructorSchema.nullable() });
export type RoleChangeResponse = z.infer<typeof roleChangeResponseSchema>;
