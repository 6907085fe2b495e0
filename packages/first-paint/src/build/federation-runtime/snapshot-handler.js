// Stands in for @module-federation/runtime-core/dist/plugins/snapshot/SnapshotHandler.js in the shell's
// build (see ../federation-runtime.cjs). It is compiled at that file's path, so the relative
// imports below are runtime-core's own modules.
import { error } from "../../utils/logger.js";
import { getGlobalSnapshot, getGlobalSnapshotInfoByModuleInfo, getInfoWithoutType } from "../../global.js";
import { AsyncHook } from "../../utils/hooks/asyncHook.js";
import { AsyncWaterfallHook } from "../../utils/hooks/asyncWaterfallHooks.js";
import { PluginSystem } from "../../utils/hooks/pluginSystem.js";

// Unchanged from runtime-core: removeRemote() uses it when a release replaces a remote.
function getGlobalRemoteInfo(moduleInfo, origin) {
  const hostGlobalSnapshot = getGlobalSnapshotInfoByModuleInfo({ name: origin.name, version: origin.options.version });
  const globalRemoteInfo = hostGlobalSnapshot && "remotesInfo" in hostGlobalSnapshot && hostGlobalSnapshot.remotesInfo && getInfoWithoutType(hostGlobalSnapshot.remotesInfo, moduleInfo.name).value;
  if (globalRemoteInfo && globalRemoteInfo.matchedVersion) return {
    hostGlobalSnapshot,
    globalSnapshot: getGlobalSnapshot(),
    remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({ name: moduleInfo.name, version: globalRemoteInfo.matchedVersion }),
  };
  return {
    hostGlobalSnapshot: void 0,
    globalSnapshot: getGlobalSnapshot(),
    remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({ name: moduleInfo.name, version: "version" in moduleInfo ? moduleInfo.version : void 0 }),
  };
}

// The same hooks and manifest cache, without manifest (snapshot) loading: this app registers its remotes
// by entry URL, with the snapshot plugin disabled, and never calls preloadRemote.
var SnapshotHandler = class {
  constructor(HostInstance) {
    this.manifestCache = new Map();
    this.hooks = new PluginSystem({
      beforeLoadRemoteSnapshot: new AsyncHook("beforeLoadRemoteSnapshot"),
      loadSnapshot: new AsyncWaterfallHook("loadGlobalSnapshot"),
      loadRemoteSnapshot: new AsyncWaterfallHook("loadRemoteSnapshot"),
      afterLoadSnapshot: new AsyncWaterfallHook("afterLoadSnapshot"),
      beforeLoadManifest: new AsyncHook("beforeLoadManifest"),
      afterLoadManifest: new AsyncHook("afterLoadManifest"),
    });
    this.HostInstance = HostInstance;
    this.loaderHook = HostInstance.loaderHook;
  }
  async loadRemoteSnapshotInfo({ moduleInfo }) {
    error(`Remote "${moduleInfo.name}": manifest snapshots are not built into this app (remotes are registered by entry URL).`);
  }
  getGlobalRemoteInfo(moduleInfo) {
    return getGlobalRemoteInfo(moduleInfo, this.HostInstance);
  }
};

export { SnapshotHandler, getGlobalRemoteInfo };
