import { lintInChild } from './testing/lint-in-child';

type Case = [what: string, filePath: string, code: string, expected: string | null];

const restrictedRule = '@typescript-eslint/no-restricted-imports';
const refused: Case[] = [
  ['a remote reaching into a package src/', 'mfe-portal/src/x.ts', "import { x } from '@wsms/ui/src/calendar/calendar';\nexport const y = x;", 'never its src/'],
  ['the shell reaching into a package src/', 'shell/src/x.ts', "import { x } from '@wsms/contracts/src/business';\nexport const y = x;", 'never its src/'],
  ['a remote importing another remote by path', 'mfe-staff/src/x.ts', "import { x } from '../../mfe-public/src/app';\nexport const y = x;", 'another remote (mfe-public)'],
  ['a remote importing another remote by name', 'mfe-admin/src/x.ts', "import { x } from '@wsms/mfe-portal';\nexport const y = x;", 'another remote (mfe-portal)'],
  ['the shell importing a remote', 'shell/src/x.ts', "import { x } from '../../mfe-admin/src/app';\nexport const y = x;", 'another remote (mfe-admin)'],
  ['a service importing another service', 'services/booking/src/domain/x.ts', "import { x } from '../../../catalog/src/app';\nexport const y = x;", 'another service (catalog)'],
  ['a service importing another by package name', 'services/content/src/x.ts', "import { x } from '@wsms/auth-service';\nexport const y = x;", 'another service (auth)'],
  ['a use-case importing mongoose', 'services/auth/src/domain/x.ts', "import mongoose from 'mongoose';\nexport const m = mongoose;", 'mongoose is used only in data-access'],
  ['a route importing mongoose', 'services/catalog/src/entry-points/api/x.ts', "import { Schema } from 'mongoose';\nexport const s = Schema;", 'mongoose is used only in data-access'],
  ['the gateway importing mongoose', 'gateway/src/x.ts', "import mongoose from 'mongoose';\nexport const m = mongoose;", 'mongoose is used only in data-access'],
];
const allowed: Case[] = [
  ['a repository importing mongoose', 'services/auth/src/data-access/x.ts', "import mongoose from 'mongoose';\nexport const m = mongoose;", null],
  ['a use-case importing mongoose types only', 'services/auth/src/domain/x.ts', "import type { Connection } from 'mongoose';\nexport type C = Connection;", null],
  ['a remote importing a declared entry point', 'mfe-portal/src/x.ts', "import { x } from '@wsms/ui/calendar';\nexport const y = x;", null],
  ['a service importing its own files', 'services/booking/src/domain/x.ts', "import { x } from '../data-access/y';\nexport const y = x;", null],
];
const deepRule = 'wsms/no-deep-workspace-imports';
const deep: Case[] = [
  ['a script importing a service\'s src/ dynamically', 'scripts/x.mjs', "const { demoUsers } = await import('../services/auth/src/domain/demo-users.ts');\nexport const y = demoUsers;", "reaches into @wsms/auth-service's src/"],
  ['a benchmark importing a package\'s src/ by path', 'scripts/bench/x.mjs', "import { x } from '../../packages/service-kit/src/request-context.ts';\nexport const y = x;", "reaches into @wsms/service-kit's src/"],
  ['a script requiring the gateway\'s src/', 'scripts/x.cjs', "const { createGateway } = require('../gateway/src/app');\nmodule.exports = createGateway;", "reaches into @wsms/gateway's src/"],
  ['a test kit importing a neighbour service\'s src/', 'services/booking/src/testing/x.ts', "import { catalogService } from '../../../catalog/src/app';\nexport const y = catalogService;", "reaches into @wsms/catalog-service's src/"],
  ['a test importing another workspace\'s test kit by path', 'services/content/src/x.test.ts', "import { startAuth } from '../../auth/src/testing/auth-test-kit';\nexport const y = startAuth;", "reaches into @wsms/auth-service's src/"],
];
const deepAllowed: Case[] = [
  ['a script importing a service\'s declared entry points', 'scripts/x.mjs', "const { startBenchBooking } = await import('@wsms/booking-service/testing/bench-kit');\nconst { createGateway } = await import('@wsms/gateway');\nexport const y = [startBenchBooking, createGateway];", null],
  ['a test importing a neighbour\'s test kit through its entry point', 'services/content/src/x.test.ts', "import { startAuth } from '@wsms/auth-service/testing/auth-test-kit';\nexport const y = startAuth;", null],
  ['a fixture remote built from a released remote\'s source', 'e2e/fixtures/staff-next-release/src/x.ts', "import { routes } from '../../../../mfe-staff/src/routes';\nexport const y = routes;", null],
];
const otherRules: Case[] = [
  ['a hook called conditionally', 'mfe-staff/src/a.tsx', "import { useState } from 'react';\nexport function A({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n", 'react-hooks/rules-of-hooks'],
  ['an image without alt text', 'mfe-admin/src/a.tsx', 'export const A = () => <img src="/a.png" />;\n', 'jsx-a11y/alt-text'],
  ['an explicit any', 'services/auth/src/domain/x.ts', 'export const f = (a: any) => a;\n', '@typescript-eslint/no-explicit-any'],
];
const all = [...refused, ...allowed, ...deep, ...deepAllowed, ...otherRules];
let results: string[][] = [];

beforeAll(() => {
  results = lintInChild(all.map(([, filePath, code]) => ({ filePath, code })));
}, 60000);

const problemsOf = (c: Case) => results[all.indexOf(c)] ?? [];

const named = (cases: Case[]) => cases.map((c) => [c[0], c] as const);

describe('lint boundaries', () => {
  test.each(named(refused))('When %s, then lint reports it', (_what, c) => {
    const found = problemsOf(c).filter((p) => p.startsWith(restrictedRule));
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(c[3]);
  });

  test.each(named(allowed))('When %s, then lint allows it', (_what, c) => {
    expect(problemsOf(c)).toEqual([]);
  });

  test.each(named(deep))('When %s, then the deep-import check reports it', (_what, c) => {
    const found = problemsOf(c).filter((p) => p.startsWith(`${deepRule}:`));
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(c[3]);
  });

  test.each(named(deepAllowed))('When %s, then lint allows it', (_what, c) => {
    expect(problemsOf(c)).toEqual([]);
  });

  test.each(named(otherRules))('When %s, then lint reports it', (_what, c) => {
    expect(problemsOf(c).some((p) => p.startsWith(`${c[3]}:`))).toBe(true);
  });
});
