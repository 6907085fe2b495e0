import { remoteBuildManifestSchema, type RemoteBuildManifest } from '@wsms/contracts/remotes';

export type RoutesResult = { manifest: RemoteBuildManifest } | { unavailable: string };

/** A routes.json body checked against the contract; a remote's mistake never reaches the shell. */
export function parseRoutesFile(text: string): RoutesResult {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { unavailable: 'routes.json is not JSON' };
  }
  const parsed = remoteBuildManifestSchema.safeParse(body);
  if (parsed.success) return { manifest: parsed.data };
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  return { unavailable: `routes.json is invalid (${problems.join('; ')})` };
}
