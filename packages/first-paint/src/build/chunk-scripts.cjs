// Which script files a page needs, read from the compilation's chunk groups, so the HTML (shell) and
// the gateway (remotes) can ask for them at once instead of one round trip after another.
const { existsSync } = require('node:fs');
const path = require('node:path');

const scripts = (files) => [...new Set(files.filter((file) => file.endsWith('.js')))].sort();

/** The modules `file` stands for: itself, or the concatenated module it was merged into. */
const isModuleOf = (module, file) =>
  module.nameForCondition?.() === file || (module.modules ?? []).some((inner) => inner.nameForCondition?.() === file);

/** For each `import()` written in `file`: its request ('./bootstrap') -> the script files it loads. */
function importedScripts(compilation, file) {
  const byRequest = {};
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      if (origin.request && origin.module && isModuleOf(origin.module, file)) {
        byRequest[origin.request] = scripts([...(byRequest[origin.request] ?? []), ...group.getFiles()]);
      }
    }
  }
  return byRequest;
}

/** The script files of the chunk groups that hold `file` (a remote's exposed module and what it bundles with). */
function scriptsHolding(compilation, file) {
  const files = [];
  for (const module of compilation.modules) {
    if (!isModuleOf(module, file)) continue;
    for (const chunk of compilation.chunkGraph.getModuleChunks(module)) {
      for (const group of chunk.groupsIterable) files.push(...group.getFiles());
    }
  }
  return scripts(files);
}

const MODULE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

/** `request` ('./pages/team-page') as a file of `srcDir`, the way the app's import of it resolves. */
function moduleFile(srcDir, request) {
  const base = path.join(srcDir, request);
  const candidates = [base, ...MODULE_EXTENSIONS.map((ext) => `${base}${ext}`), ...MODULE_EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((file) => existsSync(file) && path.extname(file) !== '');
}

/**
 * The scripts a remote's exposed app (`appFile`) needs on every page, and each lazy page's own, by route
 * path, as file names next to remoteEntry.js. `lazyPages` is the remote's own declaration (its routes.ts):
 * route path -> the module its page is imported from, relative to `srcDir`. A declared module the build
 * does not hold is an error: the declaration and the app disagree.
 */
function pageScripts(compilation, { appFile, srcDir, lazyPages = {} }) {
  const app = scriptsHolding(compilation, appFile);
  const pages = {};
  for (const [route, request] of Object.entries(lazyPages)) {
    const file = moduleFile(srcDir, request);
    const files = file ? scriptsHolding(compilation, file) : [];
    if (!files.length) throw new Error(`lazyPages['${route}'] is '${request}', which this build does not hold: declare the module ${path.basename(appFile)} imports for that page`);
    pages[route] = files.filter((name) => !app.includes(name));
  }
  return { app, pages };
}

module.exports = { importedScripts, scriptsHolding, pageScripts };
