import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph, type ImportGraph } from './import-circles.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Folders not ours: installed, built or left by a run, and WooCommerce's specs' shims. */
const NOT_OURS = new Set(['node_modules', 'dist', 'reports', 'test-results', 'screenshots', 'tests/woocommerce/shims']);

/** The project's modules, walked on disk (CI's checkout has no .git to ask), hidden folders left out. */
function ownModules(folder: string, within = ''): string[] {
  return readdirSync(path.join(folder, within), { withFileTypes: true }).flatMap((entry) => {
    const file = within === '' ? entry.name : `${within}/${entry.name}`;
    if (entry.name.startsWith('.') || NOT_OURS.has(file)) return [];
    if (entry.isDirectory()) return ownModules(folder, file);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [file] : [];
  });
}

describe('import circles', () => {
  it('are found: a pair, a longer ring and a module importing itself, and nothing else', () => {
    const graph: ImportGraph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts', 'c.ts']],
      ['c.ts', ['d.ts']],
      ['d.ts', ['e.ts']],
      ['e.ts', ['c.ts']],
      ['f.ts', ['f.ts', 'a.ts']],
      ['g.ts', ['a.ts', 'c.ts']],
    ]);
    expect(importCircles(graph)).toEqual([['a.ts', 'b.ts'], ['c.ts', 'd.ts', 'e.ts'], ['f.ts']]);
  });

  it('are none in the repository', () => {
    const files = ownModules(root);
    const graph = importGraph(root, files);
    // The walk reached the code: a graph without edges would have no circles either.
    expect(graph.get('boot/boot.ts')).toContain('boot/boot-woocommerce.ts');
    expect(importCircles(graph)).toEqual([]);
  });
});
