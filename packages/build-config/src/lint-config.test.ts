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
const otherRules: Case[] = [
  ['a hook called conditionally', 'mfe-staff/src/a.tsx', "import { useState } from 'react';\nexport function A({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n", 'react-hooks/rules-of-hooks'],
  ['an image without alt text', 'mfe-admin/src/a.tsx', 'export const A = () => <img src="/a.png" />;\n', 'jsx-a11y/alt-text'],
  ['an explicit any', 'services/auth/src/domain/x.ts', 'export const f = (a: any) => a;\n', '@typescript-eslint/no-explicit-any'],
];
const all = [...refused, ...allowed, ...otherRules];
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

  test.each(named(otherRules))('When %s, then lint reports it', (_what, c) => {
    expect(problemsOf(c).some((p) => p.startsWith(`${c[3]}:`))).toBe(true);
  });
});
