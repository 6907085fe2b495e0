import type { PublicUser } from '@wsms/contracts';
import { SHELL_BOOTSTRAP_ELEMENT_ID, type ShellBootstrap } from '@wsms/contracts/shell-bootstrap';
import { parseRemotesManifest } from '../remotes/parse-remotes-manifest';



const isUser = (value: unknown): value is PublicUser =>
  typeof value === 'object' && value !== null && typeof (value as PublicUser).id === 'string' && typeof (value as PublicUser).role === 'string';

/** The embedded answers, or nothing when the page came without them (dev server, an older gateway). */
export function readBootstrap(doc: Document = document): ShellBootstrap {
  const text = doc.getElementById(SHELL_BOOTSTRAP_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const raw = JSON.parse(text) as { user?: unknown; remotes?: unknown };
    const bootstrap: ShellBootstrap = {};
    if (raw.user === null || isUser(raw.user)) bootstrap.user = raw.user;
    if (raw.remotes !== undefined) bootstrap.remotes = parseRemotesManifest(raw.remotes);
    return bootstrap;
  } catch {
    return {};
  }
}
