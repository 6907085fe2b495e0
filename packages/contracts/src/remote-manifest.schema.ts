import { z } from 'zod';
import { roleSchema } from './auth.schema';

/** One page a remote owns: the shell routes `path` to it, titles the tab and guards it before download. */
export const remoteRouteSchema = z.strictObject({
  path: z.string().regex(/^\/[A-Za-z0-9\-._~:/*]*$/, 'must be a path starting with /'),
  /** Tab title before the remote loads ('{title} | Where Science Meets Sport'); the site name alone when absent. */
  title: z.string().min(1).max(120).optional(),
  /** Least role that may open the page; absent for public pages. */
  role: roleSchema.optional(),
  /**
   * No longer read (the navigation bar offers Logout on every page, spec section 2): still accepted,
   * so a remote released before this change keeps loading.
   */
  ownLogout: z.boolean().optional(),
});
export type RemoteRoute = z.infer<typeof remoteRouteSchema>;

export const remoteRoutesSchema = z
  .array(remoteRouteSchema)
  .min(1)
  .refine((routes) => new Set(routes.map((r) => r.path)).size === routes.length, 'route paths must be unique');

/** What a remote's build found it imports from one shared module, and the version it was built against. */
export const sharedRequirementSchema = z.strictObject({
  version: z.string().min(1),
  imports: z.array(z.string().min(1)),
});
export type SharedRequirement = z.infer<typeof sharedRequirementSchema>;

const scriptFile = z.string().regex(/^[A-Za-z0-9_.-]+\.js$/, 'must be a script file next to remoteEntry.js');

const identifier = z.string().regex(/^[A-Za-z_$][\w$]*$/, 'must be a JavaScript identifier');

/** `routes.json`, emitted by each remote's build next to its `remoteEntry.js`. */
export const remoteBuildManifestSchema = z.strictObject({
  /** Federation container name (the global its remoteEntry.js defines). */
  name: identifier,
  /** Global array the remote's chunks register in; dropped before a release is loaded afresh. */
  chunkGlobal: identifier.optional(),
  routes: remoteRoutesSchema,
  requires: z.record(z.string(), sharedRequirementSchema).default({}),
  /**
   * Script files (relative to remoteEntry.js) the exposed app needs on every page (`app`) and each
   * page's own (`pages`, by route path), for the gateway's preload hints.
   */
  scripts: z
    .strictObject({
      app: z.array(scriptFile),
      pages: z.record(z.string(), z.array(scriptFile)),
    })
    .optional(),
});
export type RemoteBuildManifest = z.infer<typeof remoteBuildManifestSchema>;

/** One entry of the gateway's `/remotes.json`: where the remote is and what it serves, or why that is unknown. */
export type RemoteDescriptor = { key: string; entry: string } & (
  | (RemoteBuildManifest & { unavailable?: undefined })
  | { unavailable: string; name?: undefined; routes?: undefined; requires?: undefined; scripts?: undefined }
);

export interface RemotesManifest {
  remotes: RemoteDescriptor[];
}
