// ESLint rule `wsms/no-deep-workspace-imports`: no file reaches into another workspace's src/ (scripts,
// test kits and tests included), whether it imports, re-exports, import()s or require()s it, by a
// relative path or by package name: a workspace is used through its declared entry points (package.json
// `exports`). eslint.config.mjs turns it on; packages/build-config/src/deep-imports.test.ts proves it fires.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The workspaces of the repository at `root` (its package.json `workspaces`), longest path first. */
export function workspacesOf(root) {
  const dirs = (readJson(path.join(root, 'package.json')).workspaces ?? []).flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [path.join(root, pattern)];
    const parent = path.join(root, pattern.slice(0, -2));
    return existsSync(parent) ? readdirSync(parent, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => path.join(parent, entry.name)) : [];
  });
  return dirs
    .filter((dir) => existsSync(path.join(dir, 'package.json')))
    .map((dir) => ({ dir, name: readJson(path.join(dir, 'package.json')).name }))
    .sort((a, b) => b.dir.length - a.dir.length);
}

const inside = (dir, file) => file === dir || file.startsWith(`${dir}${path.sep}`);

/** The file or folder `specifier` names, when it is a relative path or one of the workspaces by name. */
function targetOf(specifier, importer, workspaces) {
  if (specifier.startsWith('./') || specifier.startsWith('../')) return path.resolve(path.dirname(importer), specifier);
  const named = workspaces.find(({ name }) => specifier === name || specifier.startsWith(`${name}/`));
  return named && path.join(named.dir, specifier.slice(named.name.length));
}

/** A string the source gives literally: 'x', "x" or `x` (no ${...} in it). */
function literalOf(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

const cache = new Map();

export default {
  meta: {
    type: 'problem',
    docs: { description: "Forbid reaching into another workspace's src/: use its declared entry points." },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      deep: "'{{specifier}}' reaches into {{workspace}}'s src/: use one of its declared entry points (package.json 'exports'), adding one if it has none for this.",
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    if (!cache.has(root)) cache.set(root, workspacesOf(root));
    const workspaces = cache.get(root);
    const importer = context.filename;
    const own = workspaces.find(({ dir }) => inside(dir, importer));
    const check = (sourceNode) => {
      const specifier = literalOf(sourceNode);
      const target = specifier && targetOf(specifier, importer, workspaces);
      if (!target) return;
      const owner = workspaces.find(({ dir }) => inside(dir, target));
      if (!owner || owner === own || !inside(path.join(owner.dir, 'src'), target)) return;
      context.report({ node: sourceNode, messageId: 'deep', data: { specifier, workspace: owner.name } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => node.source && check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node.arguments[0]);
      },
    };
  },
};
