// The one place that decides which modules are shared singletons across the shell and every remote.
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  '@tanstack/react-query',
  'styled-components',
  '@wsms/ui',
  '@wsms/api-client',
];

function sharedFor(pkg) {
  const deps = { ...pkg.peerDependencies, ...pkg.dependencies };
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      if (!deps[name]) throw new Error(`${pkg.name} must depend on shared singleton ${name}`);
      return [name, { singleton: true, requiredVersion: deps[name] }];
    }),
  );
}

module.exports = { SINGLETONS, sharedFor };
