const path = require('node:path');
const tsx = require('tsx/cjs/api');

/** Routes checked against the manifest contract, so a bad path or role fails the build, not the shell. */
function validateRemoteRoutes(routes, { remoteRoutesSchema }, file) {
  const parsed = remoteRoutesSchema.safeParse(routes);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  routes${issue.path.map((p) => `.${p}`).join('')}: ${issue.message}`);
  throw new Error(`${file} does not export valid routes:\n${problems.join('\n')}`);
}

/** A remote's `src/routes.ts`: plain data, also what its own <Routes> renders. */
function loadRemoteRoutes(dir) {
  const file = path.join(dir, 'src', 'routes.ts');
  const contract = tsx.require('@wsms/contracts/remotes', __filename);
  return validateRemoteRoutes(tsx.require(file, __filename).routes, contract, file);
}

module.exports = { loadRemoteRoutes, validateRemoteRoutes };
