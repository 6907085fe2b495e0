import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Content's areas, each with one folder in `domain/` and one in `data-access/` (a folder may be missing
 * when the area has nothing there), and the other areas each area's domain code may import.
 * A new area is added here, to `composition/`, and to the README's layout table.
 */
const areas: Record<string, readonly string[]> = {
  clinical: [],
  training: [],
  contact: [],
  uploads: [],
  digital: [],
  reports: [],
  telemetry: [],
  seed: ['training', 'uploads'],
};

const filesUnder = (dir: string) =>
  readdirSync(path.join(__dirname, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(path.join(__dirname, dir), path.join(entry.parentPath, entry.name)).split(path.sep));

/** Files not in a declared area's folder (loose at the root, deeper, or in an undeclared folder). */
const misplacedIn = (dir: string) => filesUnder(dir).filter((parts) => parts.length !== 2 || !(parts[0]! in areas)).map((parts) => parts.join('/'));

describe("content's areas, each in a home of its own", () => {
  it('When domain/ and data-access/ are listed, then every file sits in a declared area folder, none loose at the root', () => {
    expect(misplacedIn('domain')).toEqual([]);
    expect(misplacedIn('data-access')).toEqual([]);
  });

  it("When an area's product code imports, then only its own area, the areas it may, repositories and adapters", () => {
    const wrong = filesUnder('domain')
      .filter((parts) => !parts.at(-1)!.endsWith('.test.ts'))
      .flatMap((parts) => {
        const file = path.join(__dirname, 'domain', ...parts);
        const specifiers = [...readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((m) => m[1]!);
        return specifiers
          .map((spec) => path.relative(__dirname, path.resolve(path.dirname(file), spec)).split(path.sep))
          .filter(([top, area]) => (top === 'domain' ? area !== parts[0] && !areas[parts[0]!]!.includes(area!) : top !== 'data-access' && top !== 'adapters'))
          .map((target) => `${parts.join('/')} imports ${target.join('/')}`);
      });

    expect(wrong).toEqual([]);
  });

  it('When a newcomer opens the README, then its layout names every area folder and composition', () => {
    const readme = readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
    const composed = readdirSync(path.join(__dirname, 'composition')).map((name) => `\`composition/${name}\``);

    expect(Object.keys(areas).filter((name) => !readme.includes(`\`domain/${name}/\``) || !readme.includes(`\`data-access/${name}/\``))).toEqual([]);
    expect(composed.filter((name) => !readme.includes(name))).toEqual([]);
  });
});
