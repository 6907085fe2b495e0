import type { PublicUser } from './auth.schema';
import type { RemotesManifest } from './remote-manifest.schema';

// No zod here: the shell imports this on every first visit.

/** The id of the inert JSON element in which the gateway gives the shell its first render's data. */
export const SHELL_BOOTSTRAP_ELEMENT_ID = 'wsms-bootstrap';

/** What the shell's first render needs, embedded in its HTML by the gateway so it asks for neither. */
export interface ShellBootstrap {
  /** Absent when the gateway could not tell (auth unreachable): the shell then asks /api/auth/me itself. */
  user?: PublicUser | null;
  remotes?: RemotesManifest;
}
