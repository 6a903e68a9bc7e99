import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createIsland, insertRegistryEntry, NewIslandError, parseRequest, REGISTRY_PARTS, registryNames } from './new-island.ts';

/**
 * The generator against a copy of the files it reads and writes: the registry's two parts and an
 * islands/ and a services/ folder, each holding one of the project's names.
 */
let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'new-island-'));
  for (const file of Object.values(REGISTRY_PARTS)) cpSync(path.resolve(file), path.join(root, file));
  mkdirSync(path.join(root, 'islands/compare-button'), { recursive: true });
  mkdirSync(path.join(root, 'services/wishlist-hearts'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Every file under `root` with its text, to show a refusal changed nothing. */
function snapshot(): Map<string, string> {
  const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(files.map((entry) => [path.join(entry.parentPath, entry.name), readFileSync(path.join(entry.parentPath, entry.name), 'utf8')]));
}

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('npm run new:island', () => {
  it('writes the island, its test and its entry at the end of the chosen part, which still parses', () => {
    const before = read(REGISTRY_PARTS.woocommerce);
    const written = createIsland(parseRequest(['stock-badge', '--selector', '.stock[data-id]', '--load', 'visible', '--part', 'woocommerce']), root);
    expect(written).toEqual(['islands/stock-badge/index.ts', 'islands/stock-badge/stock-badge.test.ts', REGISTRY_PARTS.woocommerce]);
    expect(read('islands/stock-badge/index.ts')).toMatch(/^import \{ defineIsland \} from '\.\.\/\.\.\/src\/island\.ts';\n\n\/\*\*\n \* Stock badge \(`\.stock\[data-id\]`\)/);
    expect(read('islands/stock-badge/stock-badge.test.ts')).toContain("import island from './index.ts';");
    const after = read(REGISTRY_PARTS.woocommerce);
    const { diagnostics } = ts.transpileModule(after, { fileName: REGISTRY_PARTS.woocommerce, reportDiagnostics: true });
    expect(diagnostics).toEqual([]);
    expect(registryNames(after)).toContain('stock-badge');
    expect(after).toContain(
      [
        '    {',
        "      name: 'stock-badge',",
        "      selector: '.stock[data-id]',",
        '      // When it nears the viewport: it shows something as it is seen.',
        "      load: 'visible',",
        "      module: () => import('../../islands/stock-badge/index.ts'),",
        '    },',
        '  ],',
        '  services: [',
      ].join('\n'),
    );
    // Nothing else of the part changed: the entry is only added.
    expect(after.replace(/\n {4}\{\n {6}name: 'stock-badge',[\s\S]*?\n {4}\},/, '')).toBe(before);
    expect(read(REGISTRY_PARTS['rehub-and-woozone'])).toBe(readFileSync(path.resolve(REGISTRY_PARTS['rehub-and-woozone']), 'utf8'));
  });

  it('writes a React island with its component, loading on interaction, into the Rehub part by default', () => {
    createIsland(parseRequest(['deal-timer', '--react']), root);
    expect(read('islands/deal-timer/index.ts')).toContain("return renderIsland(el, DealTimer, { label: el.textContent.trim() });");
    expect(read('islands/deal-timer/deal-timer.tsx')).toContain('export function DealTimer({ label }: DealTimerProps)');
    expect(read(REGISTRY_PARTS['rehub-and-woozone'])).toContain("selector: '[data-deal-timer]',\n      // Only when the shopper reaches for it; a click before its code is there is held and replayed.\n      load: 'interaction',");
  });

  it.each([
    [['Stock_Badge'], /not a name in lowercase kebab-case/],
    [['compare-button'], /islands\/compare-button\/ exists already/],
    [['wishlist-hearts'], /services\/wishlist-hearts\/ exists already/],
    [['wishlist-badge'], /boot\/registry\/rehub-and-woozone\.ts has an island or service named "wishlist-badge" already/],
    [['stock-badge', '--selector', '.stock['], /not a valid CSS selector/],
    [['stock-badge', '--load', 'soon'], /--load "soon" is none of/],
    [['stock-badge', '--part', 'theme'], /--part "theme" is none of/],
    [['stock-badge', '--react', '--load', 'idle'], /a React island loads on interaction/],
    [['stock-badge', '--colour', 'red'], /Unknown option '--colour'/],
    [[], /give the island's name, once/],
  ])('refuses %j and writes nothing', (args, reason) => {
    const before = snapshot();
    expect(() => createIsland(parseRequest(args), root)).toThrow(reason);
    expect(() => createIsland(parseRequest(args), root)).toThrow(NewIslandError);
    expect(snapshot()).toEqual(before);
    expect(existsSync(path.join(root, 'islands/stock-badge'))).toBe(false);
  });

  it('adds after the last entry of a part whose list has no trailing comma, or none at all', () => {
    const request = parseRequest(['stock-badge']);
    const added = (code: string) => registryNames(insertRegistryEntry(code, request));
    expect(added("export const r = { islands: [{ name: 'a', selector: '.a', load: 'idle', module: () => import('./a.ts') }], services: [] };")).toEqual(['a', 'stock-badge']);
    expect(added('export const r = { islands: [], services: [] };')).toEqual(['stock-badge']);
    expect(() => insertRegistryEntry('export const r = { services: [] };', request)).toThrow(/no `islands: \[\.\.\.\]`/);
  });
});
