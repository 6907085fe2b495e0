import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const domainDir = path.join(__dirname, 'domain');

/**
 * The booking domain's sub-domains, and the ones each may import from its product code (tests may
 * drive a sub-domain through those above it). A new sub-domain (money, waitlist, reports) is added
 * here, where it sits, and to the README's map.
 */
const mayImport: Record<string, readonly string[]> = {
  shared: [],
  notifications: ['shared'],
  seats: ['shared', 'notifications'],
  availability: ['shared', 'seats'],
  consent: ['shared'],
  policy: ['shared'],
  credits: ['shared', 'notifications', 'seats'],
  checkout: ['shared', 'notifications', 'seats', 'availability', 'consent', 'credits'],
  changes: ['shared', 'notifications', 'seats', 'availability', 'policy', 'credits'],
  conversation: ['shared', 'notifications'],
  listing: ['shared'],
  demo: ['shared', 'seats', 'checkout'],
  reports: ['shared', 'policy'],
  waitlist: ['shared', 'notifications', 'seats', 'availability', 'checkout', 'credits', 'consent'],
};

/** Outside the domain, product code reaches only repositories and adapters (never routes, app.ts or test kits). */
const outsideAllowed = ['data-access', 'adapters'];

const entries = readdirSync(domainDir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile());
const sourceFiles = entries.map((e) => path.relative(domainDir, path.join(e.parentPath, e.name)));
const productFiles = sourceFiles.filter((file) => !file.endsWith('.test.ts'));

/** The relative modules a file imports, resolved against `src/`: 'domain/seats/hold-lifecycle', 'data-access/seats/seat-model'. */
function importsOf(file: string) {
  const text = readFileSync(path.join(domainDir, file), 'utf8');
  const specifiers = [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((m) => m[1]!);
  return specifiers.map((spec) => path.relative(path.dirname(domainDir), path.resolve(path.dirname(path.join(domainDir, file)), spec)));
}

describe('the booking domain as sub-domains', () => {
  it('When the domain folder is listed, then every file sits in a declared sub-domain, none loose at its root or deeper', () => {
    const misplaced = sourceFiles.filter((file) => {
      const parts = file.split(path.sep);
      return parts.length !== 2 || !(parts[0]! in mayImport);
    });

    expect(misplaced).toEqual([]);
    expect(new Set(sourceFiles.map((file) => file.split(path.sep)[0]))).toEqual(new Set(Object.keys(mayImport)));
  });

  it("When data-access/ is listed, then every repository and model sits in its sub-domain's folder, none loose at its root", () => {
    const dataAccessDir = path.join(__dirname, 'data-access');
    const files = readdirSync(dataAccessDir, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(dataAccessDir, path.join(e.parentPath, e.name)));
    const misplaced = files.filter((file) => {
      const parts = file.split(path.sep);
      return parts.length !== 2 || !(parts[0]! in mayImport);
    });

    expect(files.length).toBeGreaterThan(0);
    expect(misplaced).toEqual([]);
  });

  it('When product code imports another sub-domain, then only one it may (the declared order has no cycle)', () => {
    const wrong = productFiles.flatMap((file) => {
      const own = file.split(path.sep)[0]!;
      return importsOf(file)
        .filter((target) => target.startsWith(`domain${path.sep}`))
        .map((target) => target.split(path.sep)[1]!)
        .filter((other) => other !== own && !mayImport[own]!.includes(other))
        .map((other) => `${file} imports ${other}`);
    });

    expect(wrong).toEqual([]);
    const placed = new Set<string>();
    while (placed.size < Object.keys(mayImport).length) {
      const next = Object.keys(mayImport).filter((name) => !placed.has(name) && mayImport[name]!.every((dep) => placed.has(dep)));
      expect(next.length).toBeGreaterThan(0);
      next.forEach((name) => placed.add(name));
    }
  });

  it('When product code imports outside the domain, then only repositories and adapters, never routes, the composition root or a test kit', () => {
    const wrong = productFiles.flatMap((file) =>
      importsOf(file)
        .filter((target) => !target.startsWith(`domain${path.sep}`) && !outsideAllowed.includes(target.split(path.sep)[0]!))
        .map((target) => `${file} imports ${target}`),
    );

    expect(wrong).toEqual([]);
  });

  it("When a newcomer opens the README, then its map names every sub-domain's folder", () => {
    const readme = readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');

    expect(Object.keys(mayImport).filter((name) => !readme.includes(`\`domain/${name}/\``))).toEqual([]);
  });
});
