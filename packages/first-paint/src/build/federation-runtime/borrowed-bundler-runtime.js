// Stands in for @module-federation/webpack-bundler-runtime/dist/index.js in a production remote (see
// ../federation-runtime.cjs): the bundler runtime's functions are the shell's (provide-bundler-runtime.js);
// what a container fills in, and its federation instance's init, are its own, as with its own copy.
import { getRemoteEntry, init } from "@module-federation/runtime";

const lent = globalThis.__wsmsFederationBundlerRuntime;
if (!lent) throw new Error("This remote needs a shell that lends it the federation bundler runtime (__wsmsFederationBundlerRuntime).");

const bundlerRuntime = { ...lent.bundlerRuntime, S: {} };
const { attachShareScopeMap } = lent;
const runtime = { init, getRemoteEntry };
const federation = {
  runtime,
  instance: void 0,
  initOptions: void 0,
  bundlerRuntime,
  attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
const instance = federation.instance;
const initOptions = federation.initOptions;
const bundlerRuntimeOptions = federation.bundlerRuntimeOptions;

export { attachShareScopeMap, bundlerRuntime, bundlerRuntimeOptions, federation as default, initOptions, instance, runtime };
