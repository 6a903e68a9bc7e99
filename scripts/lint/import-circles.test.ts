import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles, type ImportGraph } from './import-circles.ts';
import { importGraph } from './import-circles.ts';

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

  it('are none in the repository', () => {
    // Tracked files only: what a clone has, not another run's leftovers.
    const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.js'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => file !== '' && !file.startsWith('tests/woocommerce/shims/'));
    const graph = importGraph(root, files);
    // The walk reached the code: a graph without edges would have no circles either.
    expect(graph.get('boot/boot.ts')).toContain('boot/boot-woocommerce.ts');
    expect(importCircles(graph)).toEqual([]);
  });
});
