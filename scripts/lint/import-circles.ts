import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The import graph of the project's own modules (relative imports, static, dynamic and type-only
 * alike: a type import is still one module knowing another) and the circles in it: each strongly
 * connected group of more than one module, and a module importing itself. Tarjan's algorithm.
 */

export type ImportGraph = Map<string, string[]>;

/** Folders not ours: installed, built or left by a run, and WooCommerce's specs' shims. */
const NOT_OURS = new Set(['node_modules', 'dist', 'reports', 'test-results', 'screenshots', 'tests/woocommerce/shims']);

/** The project's modules under `root`, walked on disk (CI's checkout has no .git to ask), hidden folders left out. */
export function ownModules(root: string, within = ''): string[] {
  return readdirSync(path.join(root, within), { withFileTypes: true }).flatMap((entry) => {
    const file = within === '' ? entry.name : `${within}/${entry.name}`;
    if (entry.name.startsWith('.') || NOT_OURS.has(file)) return [];
    if (entry.isDirectory()) return ownModules(root, file);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [file] : [];
  });
}

/** `files` relative to `root`; imports that leave the list (packages, assets) are not edges. */
export function importGraph(root: string, files: readonly string[]): ImportGraph {
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier.replace(/\?.*$/, ''))))
      .filter((target) => known.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every circle, each as its modules sorted, the list sorted: the same graph gives the same text. */
export function importCircles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];

  const visit = (module: string) => {
    index.set(module, index.size);
    lowest.set(module, index.get(module)!);
    stack.push(module);
    onStack.add(module);
    for (const next of graph.get(module) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(module, Math.min(lowest.get(module)!, lowest.get(next)!));
      } else if (onStack.has(next)) {
        lowest.set(module, Math.min(lowest.get(module)!, index.get(next)!));
      }
    }
    if (lowest.get(module) !== index.get(module)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== module);
    if (group.length > 1 || (graph.get(module) ?? []).includes(module)) circles.push(group.sort());
  };

  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return circles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
