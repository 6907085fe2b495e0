const path = require('node:path');
const { pageScripts } = require('@wsms/first-paint/build');
const { loadLazyPages, loadRemoteRoutes } = require('./remote-routes.cjs');

const PLUGIN = 'RemoteManifestPlugin';

/** The share key a consume-shared module stands for, among `keys`. */
const shareKeyOf = (module, keys) => keys.find((key) => module.identifier().includes(`) ${key}@`));

/**
 * Which exports of each checked shared module the remote's own code imports. Walks from the
 * remote's sources through everything it bundles, stopping at shared modules: code inside a shared
 * module's fallback copy runs only if the shell does not provide it, so its imports do not count.
 */
function sharedImports(compilation, modules, checked, srcDir) {
  const graph = compilation.moduleGraph;
  const keys = Object.keys(checked);
  const imports = Object.fromEntries(keys.map((key) => [key, new Set()]));
  const seen = new Set();
  const queue = [...modules].filter((m) => m.nameForCondition()?.startsWith(srcDir));
  while (queue.length) {
    const module = queue.pop();
    if (seen.has(module.identifier())) continue;
    seen.add(module.identifier());
    for (const connection of graph.getOutgoingConnections(module)) {
      const target = connection.module;
      // Inactive: a re-export nothing uses, dropped by tree shaking (e.g. a barrel's unused names).
      if (!target || connection.getActiveState(undefined) === false) continue;
      if (target.type !== 'consume-shared-module') {
        queue.push(target);
        continue;
      }
      const key = shareKeyOf(target, keys);
      const { type, ids } = connection.dependency;
      if (!key || type === 'esm import') continue; // side-effect part of an import statement
      for (const name of ids?.length ? [ids[0]] : allExports(graph, target)) imports[key].add(name);
    }
  }
  return Object.fromEntries(
    keys.filter((key) => imports[key].size).map((key) => [key, { version: checked[key], imports: [...imports[key]].sort() }]),
  );
}

/** A namespace import needs every export of the module the remote was built against. */
function allExports(graph, consumeModule) {
  const fallback = graph.getOutgoingConnections(consumeModule).find((c) => c.module)?.module;
  const provided = fallback && graph.getProvidedExports(fallback);
  return Array.isArray(provided) ? provided : ['*'];
}

/**
 * Emits `routes.json` next to `remoteEntry.js`: the container name, the routes the remote declares in
 * `src/routes.ts`, the exports it uses of each checked shared module (`checked`: key -> version), and the
 * script files of its app and of each lazy page its routes.ts declares (for the gateway's preload hints).
 */
class RemoteManifestPlugin {
  constructor({ name, dir, checked }) {
    Object.assign(this, { name, dir, checked });
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const srcDir = path.join(this.dir, 'src') + path.sep;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // Exports information is complete (and readable) only once modules are sealed into chunks.
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const routes = loadRemoteRoutes(this.dir);
        const lazyPages = loadLazyPages(this.dir, routes);
        const manifest = {
          name: this.name,
          chunkGlobal: compiler.options.output.chunkLoadingGlobal,
          routes,
          requires: sharedImports(compilation, compilation.modules, this.checked, srcDir),
          scripts: pageScripts(compilation, { appFile: path.join(srcDir, 'app.tsx'), srcDir, lazyPages }),
        };
        compilation.emitAsset('routes.json', new RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }
}

module.exports = { RemoteManifestPlugin, sharedImports };
