import fs from 'node:fs';
import path from 'node:path';

// The rules the data-access base exists for, checked over the tree so that a new repository (or a
// copied helper) cannot bring back what it replaced.
const root = path.resolve(__dirname, '../../../..');

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    // Like the count (`grep -v test`): tests, test kits and testing/ folders are left out.
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !path.relative(root, full).includes('test') ? [full] : [];
  });
}

const workspaces = (group: string) => fs.readdirSync(path.join(root, group)).map((name) => path.join(root, group, name, 'src'));
const repositoryFiles = fs.readdirSync(path.join(root, 'services')).flatMap((name) => sourceFiles(path.join(root, 'services', name, 'src/data-access')));
const relative = (file: string) => path.relative(root, file);

/** Every line of `files` matching `pattern`, as `path:line: text`. */
function linesMatching(files: string[], pattern: RegExp) {
  return files.flatMap((file) => {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    return lines.flatMap((text, i) => (pattern.test(text) ? [{ at: `${relative(file)}:${i + 1}`, text, before: lines[i - 1] ?? '' }] : []));
  });
}

describe('the repositories of every service', () => {
  it('When the services are read, then their data-access folders exist and hold repositories (the rules below see them)', () => {
    expect(repositoryFiles.filter((file) => file.endsWith('-repository.ts')).length).toBeGreaterThan(20);
  });

  it('When a repository reads documents, then it casts none of them (`as unknown as`, a hand-typed `.lean<T>()`)', () => {
    expect(linesMatching(repositoryFiles, /as unknown as|\.lean<|as Record<string, unknown>/).map((hit) => hit.at)).toEqual([]);
  });

  it('When a repository meets a duplicate key or builds an operator, then it uses the base (no own 11000 test, no mongoose.trusted)', () => {
    expect(linesMatching(repositoryFiles, /\b11000\b|\.code ===|mongoose\.trusted|\btrusted\(/).map((hit) => hit.at)).toEqual([]);
  });
});

describe('`as unknown as` in the source of services and packages', () => {
  const hits = linesMatching([...workspaces('services'), ...workspaces('packages')].flatMap(sourceFiles), /as unknown as/);

  it('When the source is read, then fewer than 5 remain, each with its reason in a comment just above or on the line', () => {
    expect(hits.length).toBeLessThan(5);
    expect(hits.filter(({ text, before }) => !/\/\/|\/\*|^\s*\*/.test(before) && !/\/\/|\/\*/.test(text)).map((hit) => hit.at)).toEqual([]);
  });
});
