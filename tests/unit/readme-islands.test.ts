import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../src/registry.ts';

/**
 * README's island and service tables describe src/registry.ts for theme developers; this keeps the
 * two from drifting: same names, same selectors, same load strategies, in the same order.
 */

const readme = readFileSync(path.resolve('README.md'), 'utf8');

/** The first three cells of each row of the table whose header starts with `header`. */
function tableRows(header: string): string[][] {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => line.startsWith(header));
  if (start === -1) throw new Error(`README has no table starting "${header}"`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line.split(' | ').map((cell) => cell.replace(/^\|\s*/, '').trim());
    rows.push(cells.slice(0, 3).map((cell) => cell.replace(/^`(.*)`$/, '$1')));
  }
  return rows;
}

describe("README's tables", () => {
  it('list every island as the registry does', () => {
    expect(tableRows('| island | mounts on | loads |')).toEqual(registry.islands.map((entry) => [entry.name, entry.selector, entry.load]));
  });

  it('list every page service as the registry does', () => {
    expect(tableRows('| service | starts when the page has | loads |')).toEqual(registry.services.map((service) => [service.name, service.when ?? 'always', service.load]));
  });
});
