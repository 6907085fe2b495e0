import { lintInChild } from './lint-in-child';

/** What is linted, as which file, and the problems expected: each named by a phrase of its message. */
export type RestrictedSyntaxCase = [what: string, filePath: string, code: string, expected: string[]];

/**
 * Lints every case with the repository's real config (one child process) and checks that exactly
 * the expected `no-restricted-syntax` problems are reported for each, and no other rule's.
 */
export function describeRestrictedSyntax(title: string, cases: RestrictedSyntaxCase[], phrases: string[]) {
  let results: string[][] = [];

  beforeAll(() => {
    results = lintInChild(cases.map(([, filePath, code]) => ({ filePath, code })));
  }, 60000);

  describe(title, () => {
    test.each(cases.map((c) => [c[0], c] as const))('When %s is linted, then exactly the expected problems are reported', (_what, c) => {
      const found = results[cases.indexOf(c)] ?? [];
      expect(found.filter((p) => !p.startsWith('no-restricted-syntax:'))).toEqual([]);
      expect(found.map((p) => phrases.find((phrase) => p.includes(phrase)) ?? p).sort()).toEqual([...c[3]].sort());
    });
  });
}
