// ESLint (flat config) for every workspace: typescript-eslint, react-hooks and jsx-a11y, plus the
// import boundaries of ARCHITECTURE.md. `npm test` runs it; packages/build-config/src/lint-config.test.ts
// proves each boundary rule fires.
import js from '@eslint/js';
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
const serviceImports = (except) =>
  services
    .filter((name) => name !== except)
    .map((name) => ({
      group: [`@wsms/${name}-service`, `@wsms/${name}-service/**`, `**/services/${name}/**`, `../../../${name}/**`],
      message: `A service never imports another service (${name}): call its HTTP API instead.`,
    }));
const mongoose = {
  name: 'mongoose',
  allowTypeImports: true,
  message: 'mongoose is used only in data-access/ repositories (type imports are fine).',
};

// Browser code reaches the API only through @wsms/api-client's typed client (routes generated from the
// contracts): no hand-typed `/api/` path and no raw fetch. Its own call-api.ts and generated tables are the exception.
const apiPathMessage = 'Call the API through @wsms/api-client (callApi with a route of its generated table), never a hand-typed /api/ path.';
const fetchMessage = 'Browser code calls the API through @wsms/api-client, never a raw fetch.';
const browserApiCalls = {
  'no-restricted-syntax': [
    'error',
    // Module names (`@wsms/contracts/api`) are not paths.
    { selector: ':not(ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, ImportExpression) > Literal[value=/\\x2Fapi(\\x2F|$)/]', message: apiPathMessage },
    { selector: 'TemplateElement[value.raw=/\\x2Fapi(\\x2F|$)/]', message: apiPathMessage },
    { selector: "CallExpression[callee.name='fetch']", message: fetchMessage },
    { selector: "CallExpression[callee.property.name='fetch']", message: fetchMessage },
  ],
};

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
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
      ...restrict([deepImports]),
    },
  },
  {
    // CommonJS build settings and the tests that load them.
    files: ['**/*.cjs', 'packages/build-config/src/**'],
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
    // Repositories, models and tests (which open the database to arrange data) may use mongoose.
    files: [`services/${name}/src/data-access/**`, `services/${name}/src/**/*.test.ts`],
    rules: restrict([deepImports, ...serviceImports(name)]),
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
);
