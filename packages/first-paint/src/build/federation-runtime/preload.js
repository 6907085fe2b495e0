// Stands in for @module-federation/runtime-core/dist/utils/preload.js in the shell's build (see
// ../federation-runtime.cjs): preloadRemote() is not used by this app, its preloading is not built in.
import { error } from "./logger.js";

const notBuiltIn = () => error("preloadRemote() is not built into this app: remotes are loaded when their route is visited.");

export { notBuiltIn as defaultPreloadArgs, notBuiltIn as formatPreloadArgs, notBuiltIn as normalizePreloadExposes, notBuiltIn as preloadAssets };
