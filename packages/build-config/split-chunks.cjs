/**
 * splitChunks options (plain data, so it can be tested without rspack). By default a module that two
 * lazy chunks share goes into a chunk of its own. `wholeChunks` names lazy chunks that keep every module
 * they need instead: what a first visit fetches at once then arrives in one request and one gzip stream
 * (another page's chunks may repeat some of those modules). Initial chunks are never split, as by default.
 */
function splitChunksOptions(wholeChunks = []) {
  if (wholeChunks.length === 0) return undefined;
  return { chunks: (chunk) => !chunk.canBeInitial() && !wholeChunks.includes(chunk.name) };
}

module.exports = { splitChunksOptions };
