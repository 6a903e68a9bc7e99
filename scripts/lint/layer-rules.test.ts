import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/**
 * The lint's layer rules (eslint.config.js) on code written to break them, linted as if it sat at a
 * given place in the project: each must be refused by the rule ARCHITECTURE.md names, and code that
 * keeps them must pass, so a rule that refuses everything fails here too.
 */

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });
let unknownFolder: string;

beforeAll(() => {
  // A top-level folder the layer table does not name, with a module in it.
  unknownFolder = mkdtempSync(path.join(root, 'lint-probe-'));
  writeFileSync(path.join(unknownFolder, 'helper.ts'), 'export const helper = 1;\n');
});
afterAll(() => rmSync(unknownFolder, { recursive: true, force: true }));

/** The rules that refuse `code` as the file at `place`. */
async function refusals(place: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, place) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// ESLint loads its parsers and plugins on the first file, seconds on a busy machine.
describe('the layer rules', { timeout: 60_000 }, () => {
  it('refuse an island importing a folder the table does not name', async () => {
    const folder = path.basename(unknownFolder);
    expect(await refusals('islands/compare-button/probe.ts', `import { helper } from '../../${folder}/helper.ts';\nexport default helper;\n`)).toContain(
      'boundaries/no-unknown-dependencies',
    );
  });

  it('refuse a file in a folder the table does not name', async () => {
    expect(await refusals(`${path.basename(unknownFolder)}/helper.ts`, 'export const helper = 1;\n')).toContain('boundaries/no-unknown-files');
  });

  it('refuse a mock-server view importing an island', async () => {
    expect(await refusals('mock-server/views/probe.ts', `import countdown from '../../islands/countdown/index.ts';\nexport default countdown;\n`)).toContain(
      'boundaries/dependencies',
    );
  });

  it('refuse an island importing the start-up code', async () => {
    expect(await refusals('islands/compare-button/probe.ts', `import { registry } from '../../boot/registry.ts';\nexport default registry;\n`)).toContain(
      'boundaries/dependencies',
    );
  });

  it('let an island import the shared layers and the island API', async () => {
    const code = `import { defineIsland } from '../../src/island.ts';\nimport { toggleCompare } from '../../src/stores/compare.ts';\nexport default [defineIsland, toggleCompare];\n`;
    expect(await refusals('islands/compare-button/probe.ts', code)).toEqual([]);
  });

  it.each([
    'location.href = "/cart/";',
    'window.location.href = "/cart/";',
    'document.location.search = "?x";',
    'location = "/cart/";',
    'window.location = "/cart/";',
    'location.assign("/cart/");',
    'window.location.assign("/cart/");',
    'globalThis.location.replace("/cart/");',
    'document.location.reload();',
    'window.open("/cart/");',
  ])('refuse navigating outside navigate(): %s', async (statement) => {
    expect(await refusals('islands/compare-button/probe.ts', `export function go(): void {\n  ${statement}\n}\n`)).toContain('no-restricted-syntax');
  });

  it('let reading the location be, and let navigate.ts navigate', async () => {
    expect(await refusals('islands/compare-button/probe.ts', 'export const here = (): string => window.location.href + location.search;\n')).toEqual([]);
    expect(await refusals('src/dom/navigate.ts', 'export function go(url: string): void {\n  window.location.assign(url);\n}\n')).toEqual([]);
  });
});
