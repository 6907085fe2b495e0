// The shell's HTML scripts: its entry preloaded (and marked for the start script), the start script as
// the page's one script tag, and the chunks the entry imports at once preloaded at low priority.
const { createHash } = require('node:crypto');
const { mkdtempSync, readFileSync, rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { importedScripts } = require('./chunk-scripts.cjs');
const { ENTRY_ATTRIBUTE } = require('./names.cjs');

const START_SCRIPT_ENTRY = path.join(__dirname, '..', 'start-script', 'start.ts');

/** An rspack config that bundles the start script (start.ts and what it imports) into one minified file. */
const startScriptConfig = ({ rule, outputPath }) => ({
  name: 'start-script',
  mode: 'production',
  context: path.dirname(START_SCRIPT_ENTRY),
  target: ['web', 'es2020'],
  devtool: false,
  entry: { start: START_SCRIPT_ENTRY },
  output: { path: outputPath, filename: 'start.js', iife: true, clean: false, publicPath: '' },
  resolve: { extensions: ['.ts', '.js'] },
  module: { rules: [rule] },
  optimization: { minimize: true },
  performance: { hints: false },
});

/**
 * Compiles the start script with `rspack` (the running compiler's own, or @rspack/core) and `rule` (the
 * apps' TypeScript rule), answering its code.
 */
function compileStartScript(rspack, { rule }) {
  const outputPath = mkdtempSync(path.join(os.tmpdir(), 'wsms-start-script-'));
  return new Promise((resolve, reject) => {
    const compiler = rspack(startScriptConfig({ rule, outputPath }));
    compiler.run((error, stats) => {
      compiler.close(() => {
        try {
          if (error) throw error;
          if (stats.hasErrors()) throw new Error(`The start script did not compile:\n${stats.toString('errors-only')}`);
          resolve(readFileSync(path.join(outputPath, 'start.js'), 'utf8'));
        } catch (failure) {
          reject(failure);
        } finally {
          rmSync(outputPath, { recursive: true, force: true });
        }
      });
    });
  });
}

const contentHash = (code) => createHash('sha256').update(code).digest('hex').slice(0, 10);

/**
 * Emits the start script (compiled from src/start-script/start.ts) and writes the shell's script tags:
 * the entry is preloaded at high priority and marked with ENTRY_ATTRIBUTE instead of being a script tag
 * (the start script runs it after the first paint), and what the entry imports at once
 * (`import('./bootstrap')`) is preloaded at low priority, so it downloads next to the entry instead of
 * after it has run. `entryFile` is the shell's entry module; `rule` the apps' TypeScript rule.
 */
class StartScriptPlugin {
  constructor({ entryFile, rule }) {
    Object.assign(this, { entryFile, rule });
  }

  apply(compiler) {
    const { HtmlRspackPlugin, sources, Compilation } = compiler.webpack;
    let compiled = null;
    compiler.hooks.beforeCompile.tapPromise('StartScriptPlugin', async () => {
      compiled ??= compileStartScript(compiler.webpack.rspack, { rule: this.rule }).then((code) => ({ code, file: `start.${contentHash(code)}.js` }));
      await compiled;
    });
    compiler.hooks.thisCompilation.tap('StartScriptPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'StartScriptPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const { code, file } = await compiled;
        compilation.emitAsset(file, new sources.RawSource(code));
      });
      HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('StartScriptPlugin', async (data) => {
        const { file } = await compiled;
        const files = Object.values(importedScripts(compilation, this.entryFile)).flat();
        const preload = (href, extra = {}) => ({ tagName: 'link', attributes: { rel: 'preload', as: 'script', href, ...extra }, voidTag: true });
        const entries = data.assetTags.scripts.filter((tag) => tag.tagName === 'script').map((tag) => preload(tag.attributes.src, { fetchpriority: 'high', [ENTRY_ATTRIBUTE]: true }));
        const start = { tagName: 'script', attributes: { defer: true, src: `${data.publicPath}${file}` }, voidTag: false };
        data.assetTags.scripts = [...entries, start, ...[...new Set(files)].map((name) => preload(`${data.publicPath}${name}`, { fetchpriority: 'low' }))];
        return data;
      });
    });
  }
}

module.exports = { StartScriptPlugin, compileStartScript, startScriptConfig };
