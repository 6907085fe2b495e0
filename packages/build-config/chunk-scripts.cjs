// Which script files a page needs, read from the compilation's chunk groups, so the HTML (shell) and
// the gateway (remotes) can ask for them at once instead of one round trip after another.

const { createHash } = require('node:crypto');

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

/** The attribute that marks the preload of the shell's entry, which the start script runs. */
const ENTRY_ATTRIBUTE = 'data-wsms-entry';

/** The id of a prerendered page's snapshot (PRERENDER_ELEMENT_ID in @wsms/contracts' shell-bootstrap). */
const PRERENDER_ELEMENT_ID = 'wsms-prerender';

/** The element timing name the gateway gives a snapshot's first-screen images (FIRST_SCREEN_IMAGE_TIMING in @wsms/contracts' shell-bootstrap). */
const FIRST_SCREEN_IMAGE_TIMING = 'wsms-first-screen';

/**
 * The start script (the page's only script tag): it runs the preloaded entry once the browser has
 * painted what the HTML brought. An entry already downloaded would otherwise run first and hold that
 * paint back by its whole evaluation.
 * - A prerendered page: once its first contentful paint has been presented (the paint timing entry is
 *   reported after the frame is on screen, which a task queued behind the paint is not), and once the
 *   images it marks `fetchpriority="high"` (its largest, first-screen ones) are on screen too (element
 *   timing where the browser has it, else decoded and two frames later) or have failed.
 * - Any other page (nothing contentful to paint before the app renders): right after the next frame.
 * In a hidden tab nothing paints: it runs the entry at once. After 400 ms it runs it anyway.
 */
const START_SCRIPT = `(function () {
  var entry = document.querySelector('link[${ENTRY_ATTRIBUTE}]');
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.src = entry.href;
    document.head.appendChild(script);
  }
  function afterFrame() { requestAnimationFrame(function () { setTimeout(start, 0); }); }
  if (document.visibilityState !== 'visible') return start();
  setTimeout(start, 400);
  var types = typeof PerformanceObserver === 'function' ? PerformanceObserver.supportedEntryTypes || [] : [];
  if (!document.getElementById('${PRERENDER_ELEMENT_ID}') || types.indexOf('paint') < 0) return afterFrame();
  var images = document.querySelectorAll('#${PRERENDER_ELEMENT_ID} img[fetchpriority="high"]');
  var waiting = 1 + images.length;
  function done() { if (--waiting === 0) start(); }
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    done();
  }).observe({ type: 'paint', buffered: true });
  if (!images.length) return;
  if (types.indexOf('element') >= 0) {
    new PerformanceObserver(function (list) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i++) if (entries[i].identifier === '${FIRST_SCREEN_IMAGE_TIMING}') done();
    }).observe({ type: 'element', buffered: true });
    for (var i = 0; i < images.length; i++) {
      if (images[i].complete && !images[i].naturalWidth) done();
      else images[i].addEventListener('error', done);
    }
    return;
  }
  // No element timing: decode() settles once an image is loaded and decoded; it is painted in one of the next frames.
  for (var j = 0; j < images.length; j++) {
    images[j].decode().then(painted, painted);
  }
  function painted() { requestAnimationFrame(function () { requestAnimationFrame(done); }); }
})();
`;

/**
 * The shell's HTML preloads its entry (at high priority) and what the entry imports at once
 * (`import('./bootstrap')`), so those chunks download next to main instead of after it has run; the
 * start script runs the entry after the first paint.
 */
class PreloadImportedScriptsPlugin {
  constructor({ entryFile }) {
    this.entryFile = entryFile;
  }

  apply(compiler) {
    const { HtmlRspackPlugin, sources, Compilation } = compiler.webpack;
    const startFile = `start.${createHash('sha256').update(START_SCRIPT).digest('hex').slice(0, 10)}.js`;
    compiler.hooks.thisCompilation.tap('PreloadImportedScriptsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PreloadImportedScriptsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(startFile, new sources.RawSource(START_SCRIPT));
      });
      HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('PreloadImportedScriptsPlugin', async (data) => {
        const files = Object.values(importedScripts(compilation, this.entryFile)).flat();
        const preload = (href, extra = {}) => ({ tagName: 'link', attributes: { rel: 'preload', as: 'script', href, ...extra }, voidTag: true });
        const entries = data.assetTags.scripts.filter((tag) => tag.tagName === 'script').map((tag) => preload(tag.attributes.src, { fetchpriority: 'high', [ENTRY_ATTRIBUTE]: true }));
        const start = { tagName: 'script', attributes: { defer: true, src: `${data.publicPath}${startFile}` }, voidTag: false };
        data.assetTags.scripts = [...entries, start, ...[...new Set(files)].map((file) => preload(`${data.publicPath}${file}`, { fetchpriority: 'low' }))];
        return data;
      });
    });
  }
}

module.exports = { importedScripts, scriptsHolding, lazyPageRequests, PreloadImportedScriptsPlugin, PRERENDER_ELEMENT_ID, FIRST_SCREEN_IMAGE_TIMING };
