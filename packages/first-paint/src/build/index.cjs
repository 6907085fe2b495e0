// @wsms/first-paint/build: what the apps' rspack builds use of the first paint (see ../../README.md).
const { pageScripts } = require('./chunk-scripts.cjs');
const { BUNDLER_RUNTIME_PROVIDER, standInRule } = require('./federation-runtime.cjs');
const { PAGE_RENDER_FILE } = require('./names.cjs');
const { StartScriptPlugin } = require('./start-script-plugin.cjs');

module.exports = { BUNDLER_RUNTIME_PROVIDER, PAGE_RENDER_FILE, StartScriptPlugin, pageScripts, standInRule };
