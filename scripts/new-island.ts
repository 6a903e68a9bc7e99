import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Window } from 'happy-dom';
import ts from 'typescript';
import type { LoadStrategyName } from '../src/island.ts';
import { wrap } from './islands-doc.ts';

/**
 * `npm run new:island NAME [-- --selector '<css>'] [--load <strategy>] [--part <part>] [--react]`:
 * writes a new island's folder (its `index.ts` and a starter test), adds its entry to a part of the
 * registry (boot/registry/) and writes docs/ISLANDS.md again, so what CONTRIBUTING.md's "Adding an
 * island" leaves to a person is the island's behaviour and its demo. It checks everything before it
 * writes anything and never overwrites a file: a refused request leaves the project as it was.
 */

/** The registry's parts, by the markup their islands bind to (ARCHITECTURE.md). */
export const REGISTRY_PARTS = {
  woocommerce: 'boot/registry/woocommerce.ts',
  'rehub-and-woozone': 'boot/registry/rehub-and-woozone.ts',
} as const;
export type RegistryPart = keyof typeof REGISTRY_PARTS;

/**
 * Why the entry loads when it does, written above its `load` as every entry has it (boot/registry.ts's
 * rule); the person who writes the island's behaviour makes it that island's reason.
 */
const LOAD_REASONS: Record<LoadStrategyName, string> = {
  eager: 'At once: a shopper may need it while the page still loads; a click before its code is there is held.',
  load: "At the page's `load` event: it must act before the browser is idle.",
  idle: "Nothing a shopper needs before the page's `load` event, so at idle.",
  'idle-or-interaction': 'At idle, or at the first interaction if that comes first; a click before then is held.',
  'idle-if-shown-or-interaction': 'At idle where it is shown (a desktop never needs it), so a first tap finds it ready; else at the first interaction; a click before then is held.',
  visible: 'When it nears the viewport: it shows something as it is seen.',
  interaction: 'Only when the shopper reaches for it; a click before its code is there is held and replayed.',
};

/** Every strategy: LOAD_REASONS's type makes it name each one `LoadStrategyName` has. */
const LOAD_STRATEGIES = Object.keys(LOAD_REASONS) as LoadStrategyName[];

export interface IslandRequest {
  /** The island's folder and registry name, lowercase kebab-case. */
  name: string;
  /** The host's markup it mounts on; `[data-{name}]` when not given. */
  selector: string;
  load: LoadStrategyName;
  part: RegistryPart;
  /** Renders with React (`renderIsland`) instead of plain TypeScript. */
  react: boolean;
}

/** A request the generator refuses, with the reason to print. */
export class NewIslandError extends Error {}

const KEBAB_CASE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const USAGE =
  "usage: npm run new:island NAME [-- --selector '<css>'] [--load eager|load|idle|idle-or-interaction|idle-if-shown-or-interaction|visible|interaction] [--part woocommerce|rehub-and-woozone] [--react]";

const isStrategy = (value: string): value is LoadStrategyName => Object.hasOwn(LOAD_REASONS, value);
const isPart = (value: string): value is RegistryPart => Object.hasOwn(REGISTRY_PARTS, value);

const OPTIONS = { selector: { type: 'string' }, load: { type: 'string' }, part: { type: 'string' }, react: { type: 'boolean', default: false } } as const;

/** The command line's words as options and the name. */
function readArgs(args: readonly string[]) {
  try {
    return parseArgs({ args: [...args], allowPositionals: true, options: OPTIONS });
  } catch (error) {
    // parseArgs names the unknown or incomplete option; the usage says what is known.
    throw new NewIslandError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}

/** The command line's request, its defaults filled in; throws NewIslandError for anything it cannot use. */
export function parseRequest(args: readonly string[]): IslandRequest {
  const { positionals, values } = readArgs(args);
  if (positionals.length !== 1) throw new NewIslandError(`give the island's name, once (got ${positionals.length}).\n${USAGE}`);
  const name = positionals[0]!;
  if (!KEBAB_CASE.test(name)) throw new NewIslandError(`"${name}" is not a name in lowercase kebab-case, such as "stock-badge".`);
  const react = values.react;
  // ARCHITECTURE.md's rule: a React island loads on interaction, the rest at idle unless they need another time.
  const load = values.load ?? (react ? 'interaction' : 'idle');
  if (!isStrategy(load)) throw new NewIslandError(`--load "${load}" is none of ${LOAD_STRATEGIES.join(', ')}.`);
  if (react && load !== 'interaction' && load !== 'visible') {
    throw new NewIslandError(`a React island loads on interaction, or when visible if it shows changing state by itself (boot/registry.ts), not "${load}".`);
  }
  const part = values.part ?? 'rehub-and-woozone';
  if (!isPart(part)) throw new NewIslandError(`--part "${part}" is none of ${Object.keys(REGISTRY_PARTS).join(', ')}.`);
  const selector = values.selector ?? `[data-${name}]`;
  checkSelector(selector);
  return { name, selector, load, part, react };
}

/** Refuses a selector the browser would refuse, as the mount's `querySelectorAll()` would throw on it. */
function checkSelector(selector: string): void {
  // A line break or a comment's end would also end the registry's string or the island's doc comment.
  if (/[\n\r]|\*\//.test(selector)) throw new NewIslandError(`--selector "${selector}" holds a line break or "*/".`);
  const window = new Window();
  try {
    window.document.querySelectorAll(selector);
  } catch {
    throw new NewIslandError(`--selector "${selector}" is not a valid CSS selector.`);
  } finally {
    void window.happyDOM.close();
  }
}

/** The `islands: [...]` and `services: [...]` arrays of a registry part's exported `Registry`. */
function registryArrays(source: ts.SourceFile): Map<string, ts.ArrayLiteralExpression> {
  const arrays = new Map<string, ts.ArrayLiteralExpression>();
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && ['islands', 'services'].includes(node.name.text) && ts.isArrayLiteralExpression(node.initializer)) {
      arrays.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return arrays;
}

/** The `name` of each entry of a registry part (islands and services). */
export function registryNames(code: string, fileName = 'registry.ts'): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  return [...registryArrays(source).values()].flatMap((array) =>
    array.elements.flatMap((entry) => {
      if (!ts.isObjectLiteralExpression(entry)) return [];
      const name = entry.properties.find((property) => ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === 'name');
      return name && ts.isPropertyAssignment(name) && ts.isStringLiteral(name.initializer) ? [name.initializer.text] : [];
    }),
  );
}

/** Errors TypeScript's parser finds in `code` (type errors are `tsc`'s). */
function syntaxErrors(code: string, fileName: string): string[] {
  const { diagnostics = [] } = ts.transpileModule(code, { fileName, reportDiagnostics: true, compilerOptions: { target: ts.ScriptTarget.ES2022 } });
  return diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

const quote = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/**
 * `code`, a registry part, with the island's entry after the last of its `islands`, in the form and
 * indentation of the others. Throws when the part has no `islands` array or the result does not parse.
 */
export function insertRegistryEntry(code: string, request: IslandRequest, fileName = REGISTRY_PARTS[request.part]): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const islands = registryArrays(source).get('islands');
  if (!islands) throw new NewIslandError(`${fileName} has no \`islands: [...]\` to add the entry to.`);
  const last = islands.elements.at(-1);
  const indent = last ? ' '.repeat(source.getLineAndCharacterOfPosition(last.getStart()).character) : `${' '.repeat(source.getLineAndCharacterOfPosition(islands.getStart()).character)}  `;
  const entry = [
    '{',
    `  name: ${quote(request.name)},`,
    `  selector: ${quote(request.selector)},`,
    `  // ${LOAD_REASONS[request.load]}`,
    `  load: ${quote(request.load)},`,
    `  module: () => import('../../islands/${request.name}/index.ts'),`,
    '},',
  ].map((line) => `${indent}${line}`);
  // After the last entry's comma when it has one, else after `[`; the elements' own positions say where.
  const at = last ? (islands.elements.hasTrailingComma ? code.indexOf(',', last.end) + 1 : last.end) : islands.elements.pos;
  const separator = last && !islands.elements.hasTrailingComma ? ',' : '';
  const updated = `${code.slice(0, at)}${separator}\n${entry.join('\n')}${code.slice(at)}`;
  const errors = syntaxErrors(updated, fileName);
  if (errors.length > 0) throw new NewIslandError(`adding the entry would break ${fileName}: ${errors.join('; ')}`);
  if (!registryNames(updated, fileName).includes(request.name)) throw new NewIslandError(`the entry did not land in ${fileName}'s islands.`);
  return updated;
}

/** "stock-badge" → "StockBadge": the React component's name. */
const pascalCase = (name: string) => name.split('-').map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');

/** "stock-badge" → "Stock badge": how the leading comment and the test name it. */
const title = (name: string) => name[0]!.toUpperCase() + name.slice(1).replaceAll('-', ' ');

/** A `/** … *\/` comment of `paragraphs`, wrapped as the code's are, at `indent`. */
function docComment(paragraphs: readonly string[], indent = ''): string {
  const body = paragraphs.map((paragraph) => wrap(paragraph, 100 - indent.length).split('\n').map((line) => `${indent} * ${line}`).join('\n'));
  return `${indent}/**\n${body.join(`\n${indent} *\n`)}\n${indent} */`;
}

/** The plain-TypeScript starter: the shape of islands/compare-button/index.ts at its smallest. */
function plainIsland({ name, selector }: IslandRequest): string {
  const mounted = `data-${name}-mounted`;
  return `import { defineIsland } from '../../src/island.ts';

${docComment([
  `${title(name)} (\`${selector}\`), a starter from \`npm run new:island\`: while mounted, the element carries the attribute \`${mounted}\`, the hook for CSS that shows what needs JavaScript, and its cleanup takes it off, leaving the server's markup as printed. Say here what the island does for the shopper and what the markup does without JavaScript: \`npm run docs:islands\` prints this comment for theme developers.`,
])}
export default defineIsland({
  mount(el) {
    el.setAttribute('${mounted}', '');
    return () => el.removeAttribute('${mounted}');
  },
});
`;
}

/** The React starter: the shape of islands/wishlist-heart/, its component in the island's folder. */
function reactIsland({ name, selector }: IslandRequest): { index: string; component: string } {
  const component = pascalCase(name);
  const index = `import { defineIsland } from '../../src/island.ts';
import { renderIsland } from '../../src/react/render-island.tsx';
import { ${component} } from './${name}.tsx';

${docComment([
  `${title(name)} (\`${selector}\`), a starter from \`npm run new:island\`: it renders the element's text as a toggle button, \`aria-pressed\` following each press. React owns the element once mounted; should it fail to render, the server's markup is put back. Say here what the island does for the shopper and what the markup does without JavaScript: \`npm run docs:islands\` prints this comment for theme developers.`,
])}
export default defineIsland({
  mount(el) {
    return renderIsland(el, ${component}, { label: el.textContent.trim() });
  },
});
`;
  const componentCode = `import { useState } from 'react';

export interface ${component}Props {
  /** The server's text, read before React replaced it. */
  label: string;
}

${docComment([
  "The island's content. Its state is its own; a component that reads a store's signals calls `useSignals()` first, so it renders again when they change (ARCHITECTURE.md).",
])}
export function ${component}({ label }: ${component}Props) {
  const [pressed, setPressed] = useState(false);
  return (
    <button type="button" aria-pressed={pressed} onClick={() => setPressed(!pressed)}>
      {label}
    </button>
  );
}
`;
  return { index, component: componentCode };
}

/**
 * A starter test in the islands' style: the island mounted on a minimal fixture and one effect it
 * has checked, so it fails when that effect goes. `data-island` mounts any island whatever its selector.
 */
function starterTest({ name, react }: IslandRequest): string {
  const fixture = `<div data-island="${name}">${title(name)}</div>`;
  const print = `function print(): HTMLElement {
  document.body.innerHTML = '${fixture}';
  return document.querySelector<HTMLElement>('[data-island="${name}"]')!;
}`;
  if (react) {
    return `import { describe, expect, it, onTestFinished } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import island from './index.ts';

// Any element names the island with \`data-island\`; print instead what the host prints where the
// selector finds it (docs/MARKUP.md).
${print}

describe('${title(name).toLowerCase()}', () => {
  it("renders the server's text as a button a press turns on and off", async () => {
    const cleanup = island.mount(print());
    onTestFinished(() => cleanup?.());
    const button = screen.getByRole('button', { name: '${title(name)}' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });
});
`;
  }
  return `import { describe, expect, it } from 'vitest';
import island from './index.ts';

// Any element names the island with \`data-island\`; print instead what the host prints where the
// selector finds it (docs/MARKUP.md).
${print}

describe('${title(name).toLowerCase()}', () => {
  it("marks the element while mounted and leaves the server's markup as printed after its cleanup", () => {
    const el = print();
    const cleanup = island.mount(el);
    expect(el.hasAttribute('data-${name}-mounted')).toBe(true);
    cleanup?.();
    expect(el.outerHTML).toBe('${fixture}');
  });
});
`;
}

/** The island's files, by path from the project's root. */
function islandFiles(request: IslandRequest): Map<string, string> {
  const folder = `islands/${request.name}`;
  const files = new Map<string, string>();
  if (request.react) {
    const { index, component } = reactIsland(request);
    files.set(`${folder}/index.ts`, index);
    files.set(`${folder}/${request.name}.tsx`, component);
  } else {
    files.set(`${folder}/index.ts`, plainIsland(request));
  }
  files.set(`${folder}/${request.name}.test.ts`, starterTest(request));
  return files;
}

/**
 * Writes the island's files and its registry entry under `root`; returns the paths written. Every check
 * comes first (the name free as a folder and in both parts, the entry parsing), so a refusal writes nothing.
 */
export function createIsland(request: IslandRequest, root: string): string[] {
  for (const folder of ['islands', 'services']) {
    if (existsSync(path.join(root, folder, request.name))) throw new NewIslandError(`${folder}/${request.name}/ exists already.`);
  }
  for (const file of Object.values(REGISTRY_PARTS)) {
    if (registryNames(readFileSync(path.join(root, file), 'utf8'), file).includes(request.name)) throw new NewIslandError(`${file} has an island or service named "${request.name}" already.`);
  }
  const registryFile = REGISTRY_PARTS[request.part];
  const registry = insertRegistryEntry(readFileSync(path.join(root, registryFile), 'utf8'), request, registryFile);
  const files = islandFiles(request);
  mkdirSync(path.join(root, 'islands', request.name));
  // 'wx': should a file appear between the check and the write, it is not overwritten.
  for (const [file, text] of files) writeFileSync(path.join(root, file), text, { flag: 'wx' });
  writeFileSync(path.join(root, registryFile), registry);
  return [...files.keys(), registryFile];
}

/** What CONTRIBUTING.md's recipe leaves, with this island's files named. */
function nextSteps({ name, react }: IslandRequest): string {
  const code = react ? `islands/${name}/index.ts and islands/${name}/${name}.tsx` : `islands/${name}/index.ts`;
  return [
    'Next (CONTRIBUTING.md, "Adding an island"):',
    `  2. The behaviour in ${code}, its leading comment (docs/ISLANDS.md prints it) and its registry`,
    `     entry's comment on why it loads then; the test in islands/${name}/${name}.test.ts on the host's markup;`,
    '     npm run docs:islands.',
    "  3. Texts in src/i18n/ (and wordpress/shop-islands/includes/texts.php); each call a descriptor in",
    '     src/contracts/ (docs/CONTRACTS.md), which the demo answers in mock-server/shop/.',
    "  4. The demo's markup in mock-server/views/ (docs/MARKUP.md), its states in tests/e2e/demo-states.ts,",
    '     the flow in tests/e2e/ and a row in tests/e2e/fault-matrix/ for each call.',
    '  5. npm test, and a line under "## Unreleased" in CHANGELOG.md.',
  ].join('\n');
}

function main(args: readonly string[]): number {
  const root = process.cwd();
  try {
    const request = parseRequest(args);
    for (const file of createIsland(request, root)) console.log(`wrote ${file}`);
    // A process of its own: the registry is imported fresh, with the entry just added.
    const docs = spawnSync('npm', ['run', '--silent', 'docs:islands'], { cwd: root, stdio: 'inherit' });
    if (docs.status !== 0) {
      console.error('npm run docs:islands failed: fix what it says, then run it again.');
      return 1;
    }
    console.log(`\n${nextSteps(request)}`);
    return 0;
  } catch (error) {
    if (!(error instanceof NewIslandError)) throw error;
    console.error(`new:island: ${error.message}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
