// The shell's runtime plugin that lends every remote container the shell's federation bundler runtime
// (see ../federation-runtime.cjs and borrowed-bundler-runtime.js), as runtime-core's
// inject-external-runtime-core-plugin lends them runtime-core.
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
// The shell exposes nothing, so its own copy leaves this out; a remote's container needs it.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

// Stateless functions: each call is given the calling container's require function.
const lent = Object.freeze({ bundlerRuntime: Object.freeze({ ...bundlerRuntime, initContainerEntry }), attachShareScopeMap });

export default function provideBundlerRuntimePlugin() {
  return {
    name: 'wsms-provide-bundler-runtime',
    beforeInit(args) {
      globalThis.__wsmsFederationBundlerRuntime = lent;
      return args;
    },
  };
}
