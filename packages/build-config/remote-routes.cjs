const path = require('node:path');
const tsx = require('tsx/cjs/api');

/** Routes checked against the manifest contract, so a bad path or role fails the build, not the shell. */
function validateRemoteRoutes(routes, { remoteRoutesSchema }, file) {
  const parsed = remoteRoutesSchema.safeParse(routes);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  routes${issue.path.map((p) => `.${p}`).join('')}: ${issue.message}`);
  throw new Error(`${file} does not export valid routes:\n${problems.join('\n')}`);
}

const routesModule = (dir) => {
  const file = path.join(dir, 'src', 'routes.ts');
  return { file, declared: tsx.require(file, __filename) };
};

/** A remote's `src/routes.ts`: plain data, also what its own <Routes> renders. */
function loadRemoteRoutes(dir) {
  const { file, declared } = routesModule(dir);
  const contract = tsx.require('@wsms/contracts/remotes', __filename);
  return validateRemoteRoutes(declared.routes, contract, file);
}

/**
 * The module each lazily loaded page of a remote is imported from, as its `src/routes.ts` declares it in
 * `lazyPages` (route path -> './pages/team-page'), for the preload hints of its public pages; a remote
 * with no public pages declares none. A path that is not one of its routes stops the build.
 */
function loadLazyPages(dir, routes) {
  const { file, declared } = routesModule(dir);
  const lazyPages = declared.lazyPages ?? {};
  const paths = new Set(routes.map((route) => route.path));
  for (const [route, request] of Object.entries(lazyPages)) {
    if (!paths.has(route)) throw new Error(`${file}: lazyPages names '${route}', which is not one of its routes`);
    if (typeof request !== 'string' || !request.startsWith('./')) throw new Error(`${file}: lazyPages['${route}'] must be a module path starting with ./`);
  }
  return lazyPages;
}

module.exports = { loadLazyPages, loadRemoteRoutes, validateRemoteRoutes };
