const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Text the gateway serves from a dist (index.html is the gateway's template, never sent as it is); below
// 1 KB compression saves less than it costs.
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json)$/;
const MIN_BYTES = 1024;

const shouldPrecompress = (name, size) => COMPRESSIBLE.test(name) && size >= MIN_BYTES;

/** The file's brotli (best quality) and gzip (level 9) forms: built once, so each can take its time. */
async function compressedForms(buffer) {
  const [br, gz] = await Promise.all([
    brotli(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length } }),
    gzip(buffer, { level: 9 }),
  ]);
  return { br, gz };
}

/**
 * Emits `name.br` and `name.gz` beside every compressible asset, each only when smaller than the
 * file itself. The gateway sends them to browsers that accept them (gateway/src/static/precompressed.ts)
 * instead of compressing every answer on the fly at a fast, weaker setting.
 */
class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const names = Object.keys(assets).filter((name) => shouldPrecompress(name, assets[name].size()));
          await Promise.all(
            names.map(async (name) => {
              const buffer = assets[name].buffer();
              const forms = await compressedForms(buffer);
              for (const [ext, data] of Object.entries(forms)) {
                if (data.length < buffer.length) compilation.emitAsset(`${name}.${ext}`, new sources.RawSource(data));
              }
            }),
          );
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
