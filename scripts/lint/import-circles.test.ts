import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph, ownModules, type ImportGraph } from './import-circles.ts';

const root = path.resolve(import.meta.dirname, '../..');

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

  it('are looked for in every module of the repository and in nothing installed or built (npm run lint finds none)', () => {
    const files = ownModules(root);
    expect(files).toContain('boot/boot.ts');
    expect(files).toContain('mock-server/start.ts');
    expect(files.filter((file) => /^(node_modules|dist|\.git)\//.test(file))).toEqual([]);
    // The walk reaches the imports: a graph without edges would have no circles either.
    expect(importGraph(root, files).get('boot/boot.ts')).toContain('boot/boot-woocommerce.ts');
  });
});
