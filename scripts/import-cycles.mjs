#!/usr/bin/env node
// Fails when a module imports itself through others, type-only imports included: a cycle makes the order in which
// modules run depend on which one is asked for first, and a type-only one still ties two files that should not know
// each other. Relative imports and the workspace packages' own entry points (@shop/shared/<area>, @shop/contract)
// are followed, as the bundler and tsc resolve them. Run by `npm run lint`; `node scripts/import-cycles.mjs`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];
const SKIPPED = /(?:^|\/)(?:node_modules|dist|coverage|test-results)(?:\/|$)/;

/** The workspaces, from the root package.json: packages may grow. */
const WORKSPACES = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).workspaces;

/** Every workspace's source folder. */
function sourceRoots() {
  return WORKSPACES.map((workspace) => join(ROOT, workspace, existsSync(join(ROOT, workspace, 'src')) ? 'src' : ''));
}

/** A workspace package's exported entry points by import specifier: '@shop/shared/ui' → its index file. */
function packageEntries() {
  const entries = new Map();
  for (const workspace of WORKSPACES) {
    const manifest = JSON.parse(readFileSync(join(ROOT, workspace, 'package.json'), 'utf8'));
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      const file = typeof target === 'string' ? target : (target.default ?? target.import);
      if (typeof file === 'string' && EXTENSIONS.some((extension) => file.endsWith(extension)))
        entries.set(join(manifest.name, subpath), join(ROOT, workspace, file));
    }
  }
  return entries;
}

function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map((entry) => join(dir, entry))
    .filter((file) => !SKIPPED.test(relative(ROOT, file)) && EXTENSIONS.some((extension) => file.endsWith(extension)))
    .filter((file) => !file.endsWith('.d.ts') && statSync(file).isFile());
}

function resolveRelative(from, specifier) {
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base.replace(/\.js$/, '') + extension),
    ...EXTENSIONS.map((extension) => join(base, `index${extension}`)),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

const IMPORT =
  /(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file, entries) {
  const code = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const found = new Set();
  for (const match of code.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    const target = specifier.startsWith('.') ? resolveRelative(file, specifier) : (entries.get(specifier) ?? null);
    if (target) found.add(target);
  }
  return [...found];
}

/** Each cycle once, as the files it passes through (Tarjan's strongly connected components). */
function findCycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.reverse());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

function importGraph(roots = sourceRoots()) {
  const entries = packageEntries();
  const graph = new Map();
  for (const root of roots) for (const file of sourceFiles(root)) graph.set(file, importsOf(file, entries));
  return graph;
}

const graph = importGraph();
const cycles = findCycles(graph);
for (const cycle of cycles) console.error(`Ciclo de imports: ${cycle.map((file) => relative(ROOT, file)).join(' → ')}`);
console.info(`${graph.size} módulos, ${cycles.length} ciclos de imports.`);
process.exitCode = cycles.length === 0 ? 0 : 1;
