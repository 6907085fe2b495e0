import { getInstance } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { remoteNames, type RemoteKey } from './remote-names';
import { getRemoteUrl } from './remote-urls';

export type RemoteAppModule = { default: ComponentType };

function federation() {
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation runtime is not initialised');
  return instance;
}

/**
 * Registers the remote from /remotes.json at run time and loads its `./app`.
 * `force` re-registers it, dropping whatever the runtime cached from a failed attempt.
 */
export async function loadRemoteApp(key: RemoteKey, { force = false } = {}): Promise<RemoteAppModule> {
  const entry = await getRemoteUrl(key);
  const name = remoteNames[key];
  const mf = federation();
  if (force || !mf.options.remotes.some((remote) => remote.name === name)) {
    mf.registerRemotes([{ name, entry }], { force });
  }
  const module = await mf.loadRemote<RemoteAppModule>(`${name}/app`);
  if (!module || typeof module.default !== 'function') throw new Error(`Remote '${key}' has no default export`);
  return module;
}
