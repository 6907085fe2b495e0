// Which script files a page needs, read from the compilation's chunk groups, so the HTML (shell) and
// the gateway (remotes) can ask for them at once instead of one round trip after another.

const scripts = (files) => [...new Set(files.filter((file) => file.endsWith('.js')))].sort();

/** The modules `file` stands for: itself, or the concatenated module it was merged into. */
const isModuleOf = (module, file) =>
  module.nameForCondition?.() === file || (module.modules ?? []).some((inner) => inner.nameForCondition?.() === file);

/** For each `import()` written in `file`: its request ('./pages/team-page') -> the script files it loads. */
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

/**
 * Page path -> the request its lazy page is imported with, read from the `path: lazy(() => import('...'))`
 * table a remote's app.tsx keeps (the build-config test checks every remote's table is read whole).
 */
function lazyPageRequests(source) {
  const table = {};
  for (const match of source.matchAll(/'([^']+)':\s*lazy\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)\s*\)/g)) table[match[1]] = match[2];
  return table;
}

/**
 * The shell's HTML preloads what its entry imports at once (`import('./bootstrap')`), so those chunks
 * download next to main instead of after it has run, and asks for main itself at high priority.
 */
class PreloadImportedScriptsPlugin {
  constructor({ entryFile }) {
    this.entryFile = entryFile;
  }

  apply(compiler) {
    const { HtmlRspackPlugin } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PreloadImportedScriptsPlugin', (compilation) => {
      HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('PreloadImportedScriptsPlugin', async (data) => {
        const files = Object.values(importedScripts(compilation, this.entryFile)).flat();
        const links = [...new Set(files)].map((file) => ({
          tagName: 'link',
          attributes: { rel: 'preload', as: 'script', href: `${data.publicPath}${file}` },
          voidTag: true,
        }));
        // A deferred script is fetched at low priority; the shell's entry is what every page waits for.
        for (const tag of data.assetTags.scripts) if (tag.tagName === 'script') tag.attributes.fetchpriority = 'high';
        data.assetTags.scripts.push(...links);
        return data;
      });
    });
  }
}

module.exports = { importedScripts, scriptsHolding, lazyPageRequests, PreloadImportedScriptsPlugin };
