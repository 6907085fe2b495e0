// ESLint (flat config) for every workspace: typescript-eslint, react-hooks and jsx-a11y, plus the
// import boundaries of ARCHITECTURE.md. `npm test` runs it; packages/build-config/src/lint-config.test.ts
// proves each boundary rule fires.
import js from '@eslint/js';
import noDeepWorkspaceImports from './packages/build-config/eslint/no-deep-workspace-imports.mjs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['mfe-public', 'mfe-portal', 'mfe-staff', 'mfe-admin'];
const services = ['auth', 'catalog', 'booking', 'content'];

const deepImports = {
  group: ['@wsms/*/src', '@wsms/*/src/**'],
  message: "Import a package through its declared entry points (package.json 'exports'), never its src/.",
};
const remoteImports = (except) =>
  remotes
    .filter((name) => name !== except)
    .map((name) => ({
      group: [`@wsms/${name}`, `@wsms/${name}/**`, `**/${name}/**`],
      message: `A remote never imports another remote (${name}): share through packages/ instead.`,
    }));
/** `testKits`: another service's test kits (`@wsms/<name>-service/testing/...`) are allowed, for its tests. */
const serviceImports = (except, { testKits = false } = {}) =>
  services
    .filter((name) => name !== except)
    .flatMap((name) => {
      const message = `A service never imports another service (${name}): call its HTTP API instead.`;
      const paths = [`**/services/${name}/**`, `../../../${name}/**`];
      if (!testKits) return [{ group: [`@wsms/${name}-service`, `@wsms/${name}-service/**`, ...paths], message }];
      return [{ regex: `^@wsms/${name}-service(?!/testing/)(?:/.*)?$`, message }, { group: paths, message }];
    });
const mongoose = {
  name: 'mongoose',
  allowTypeImports: true,
  message: 'mongoose is used only in data-access/ repositories (type imports are fine).',
};

/**
 * No hand-typed path under `/<prefix>/` (module names such as `@wsms/contracts/api` are not paths) and
 * no raw fetch: calls go through the typed client generated from the contracts.
 */
const typedCallsOnly = (prefix, pathMessage, fetchMessage) => ({
  'no-restricted-syntax': [
    'error',
    { selector: `:not(ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, ImportExpression) > Literal[value=/\\x2F${prefix}(\\x2F|$)/]`, message: pathMessage },
    { selector: `TemplateElement[value.raw=/\\x2F${prefix}(\\x2F|$)/]`, message: pathMessage },
    { selector: "CallExpression[callee.name='fetch']", message: fetchMessage },
    { selector: "CallExpression[callee.property.name='fetch']", message: fetchMessage },
  ],
});

// Browser code reaches the API only through @wsms/api-client's typed client (routes generated from the
// contracts): no hand-typed `/api/` path and no raw fetch. Its own call-api.ts and generated tables are the exception.
const browserApiCalls = typedCallsOnly(
  'api',
  'Call the API through @wsms/api-client (callApi with a route of its generated table), never a hand-typed /api/ path.',
  'Browser code calls the API through @wsms/api-client, never a raw fetch.',
);

// Services and the gateway call each other only through @wsms/service-kit/internal-client (routes generated
// from the contracts, one timeout, retry and error policy): no hand-typed `/internal/` path and no raw fetch.
// A call to a third party (Shopify) or to something no contract describes (a health probe, a remote's
// routes file) says why in its `eslint-disable-next-line no-restricted-syntax -- <reason>` comment.
const serviceCalls = typedCallsOnly(
  'internal',
  'Call another service through @wsms/service-kit/internal-client (a route of its generated internalRoutes), never a hand-typed /internal/ path.',
  'Services and the gateway call each other through @wsms/service-kit/internal-client, never a raw fetch.',
);

const restrict = (patterns, paths = []) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns, paths }],
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.cache/**', '.data/**', '.test-results/**', 'coverage/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { wsms: { rules: { 'no-deep-workspace-imports': noDeepWorkspaceImports } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
      ...restrict([deepImports]),
      // Every file, scripts/ and test kits included: another workspace only through its entry points.
      'wsms/no-deep-workspace-imports': ['error', { root: import.meta.dirname }],
    },
  },
  {
    // A fixture remote is a released remote's own source with one change (e2e/fixtures/README.md).
    files: ['e2e/fixtures/**'],
    rules: { 'wsms/no-deep-workspace-imports': 'off' },
  },
  {
    // CommonJS build settings and the tests that load them.
    files: ['**/*.cjs', 'packages/build-config/src/**', 'packages/first-paint/src/build/*.test.ts'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx', 'packages/ui/**/*.ts', 'packages/api-client/**/*.ts', 'shell/**/*.ts', 'mfe-*/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  ...remotes.map((name) => ({ files: [`${name}/**`], rules: restrict([deepImports, ...remoteImports(name)]) })),
  { files: ['shell/**'], rules: restrict([deepImports, ...remoteImports()]) },
  { files: ['packages/**'], rules: restrict([deepImports, ...remoteImports(), ...serviceImports()]) },
  { files: ['gateway/**'], rules: restrict([deepImports, ...serviceImports()], [mongoose]) },
  ...services.map((name) => ({
    files: [`services/${name}/**`],
    rules: restrict([deepImports, ...serviceImports(name)], [mongoose]),
  })),
  ...services.map((name) => ({
    // Repositories and models may use mongoose.
    files: [`services/${name}/src/data-access/**`],
    rules: restrict([deepImports, ...serviceImports(name)]),
  })),
  ...services.map((name) => ({
    // Tests may use mongoose (they open the database to arrange data) and start a neighbour through its test kit.
    files: [`services/${name}/src/**/*.test.ts`],
    rules: restrict([deepImports, ...serviceImports(name, { testKits: true })]),
  })),
  {
    // Test kits may also start a neighbour service in-process, to talk to it over real HTTP.
    files: ['services/*/src/testing/**'],
    rules: restrict([deepImports]),
  },
  {
    files: ['shell/src/**', 'mfe-*/src/**', 'packages/ui/src/**', 'packages/api-client/src/**'],
    ignores: ['**/*.test.*', '**/testing/**', 'packages/api-client/src/generated/**', 'packages/api-client/src/lib/call-api.ts'],
    rules: browserApiCalls,
  },
  {
    files: ['services/**', 'gateway/**'],
    ignores: ['**/*.test.*', '**/testing/**'],
    rules: serviceCalls,
  },
);
