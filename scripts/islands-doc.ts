import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { IslandEntry, Registry, ServiceEntry } from '../src/island.ts';
import { rehubAndWoozoneRegistry } from '../boot/registry/rehub-and-woozone.ts';
import { woocommerceRegistry } from '../boot/registry/woocommerce.ts';

/**
 * `npm run docs:islands`: writes docs/ISLANDS.md from the registry's two parts (boot/registry/), so the
 * list a theme developer reads is the list the bundle mounts. For each island and service: its name,
 * where it mounts (or what starts it), when its code loads, whether it renders with React, and its
 * description, which is the first `/** … *\/` comment of its `index.ts` (the file's leading comment:
 * write it for a reader of that page). tests/unit/islands-doc.test.ts fails when the file differs
 * from what this prints.
 */

export const ISLANDS_DOC = 'docs/ISLANDS.md';

/** The paragraphs of the first doc comment that starts a line; '' when the file has none. */
export function leadingComment(code: string): string {
  const match = /^\/\*\*([\s\S]*?)\*\//m.exec(code);
  if (!match) return '';
  const lines = match[1]!.split('\n').map((line) => line.replace(/^\s*\* ?/, '').trimEnd());
  const paragraphs: string[][] = [[]];
  for (const line of lines) {
    if (line.trim() === '') paragraphs.push([]);
    else paragraphs.at(-1)!.push(line.trim());
  }
  return paragraphs
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => paragraph.join(' '))
    .join('\n\n');
}

/** A paragraph wrapped at spaces to lines of at most `width` characters (a longer word stays whole). */
export function wrap(paragraph: string, width = 110): string {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  return [...lines, line].join('\n');
}

/** A description's pointers to the project's documents, as links that work from docs/. */
function linkDocuments(text: string): string {
  return text.replace(/\b(docs\/([A-Z-]+\.md)|(ARCHITECTURE|CONTRIBUTING|SECURITY|README)\.md)(#[a-z0-9-]+)?/g, (all, _file, docsFile: string | undefined, rootFile: string | undefined, anchor = '') => {
    const target = docsFile ?? `../${rootFile}.md`;
    return `[${all}](${target}${anchor})`;
  });
}

/** The file a relative import names (`./modal` is `./modal.tsx`), or undefined. */
function resolveImport(from: string, specifier: string): string | undefined {
  const bare = path.join(path.dirname(from), specifier.replace(/\?.*$/, ''));
  return [bare, `${bare}.ts`, `${bare}.tsx`, path.join(bare, 'index.ts')].find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

const REACT_PACKAGES = /^(react|react-dom|@preact\/signals-react)(\/|$)/;

/**
 * Whether the code reached from `file` renders with React: a `.tsx` file (JSX) or an import of React.
 * `followLazy` also follows `import()`. The toasts' page root is left out: every island may show a
 * toast, and toasts are the runtime's, not the island's.
 */
function reachesReact(file: string, followLazy: boolean, seen = new Set<string>()): boolean {
  if (seen.has(file) || file.includes(`${path.sep}src${path.sep}ui${path.sep}toast${path.sep}`)) return false;
  seen.add(file);
  if (file.endsWith('.tsx')) return true;
  const code = readFileSync(file, 'utf8');
  const specifiers = [
    ...[...code.matchAll(/^import (?!type )[^;]*?from '([^']+)'/gm), ...code.matchAll(/^import '([^']+)'/gm), ...code.matchAll(/^export (?!type )[^;]*? from '([^']+)'/gm)].map((found) => found[1]!),
    ...(followLazy ? [...code.matchAll(/import\('([^']+)'\)/g)].map((found) => found[1]!) : []),
  ];
  return specifiers.some((specifier) => {
    if (!specifier.startsWith('.')) return REACT_PACKAGES.test(specifier);
    const target = resolveImport(file, specifier);
    return target !== undefined && reachesReact(target, followLazy, seen);
  });
}

function reactColumn(indexFile: string): string {
  if (reachesReact(indexFile, false)) return 'yes';
  return reachesReact(indexFile, true) ? 'on first use' : 'no';
}

interface Row {
  name: string;
  /** The selector (an island) or the `when` selector (a service; '' for every page). */
  markup: string;
  load: string;
  react: string;
  description: string;
}

function rowOf(root: string, folder: 'islands' | 'services', entry: IslandEntry | ServiceEntry): Row {
  const indexFile = path.join(root, folder, entry.name, 'index.ts');
  const description = leadingComment(readFileSync(indexFile, 'utf8'));
  if (description === '') throw new Error(`${folder}/${entry.name}/index.ts has no leading /** … */ comment to describe it`);
  const markup = 'selector' in entry ? entry.selector : (entry.when ?? '');
  return { name: entry.name, markup, load: entry.load, react: reactColumn(indexFile), description: linkDocuments(description) };
}

const code = (text: string) => `\`${text}\``;
/** A table cell: a selector list may hold `|`-free text only, but escape it anyway. */
const cell = (text: string) => text.replaceAll('|', '\\|');

function section(title: string, intro: string, islands: Row[], services: Row[]): string[] {
  const lines = [`## ${title}`, '', intro, '', '| island | mounts on | loads | React |', '|---|---|---|---|'];
  for (const row of islands) lines.push(`| [${row.name}](#${row.name}) | ${cell(code(row.markup))} | ${row.load} | ${row.react} |`);
  lines.push('', '| service | starts when the page has | loads | React |', '|---|---|---|---|');
  for (const row of services) lines.push(`| [${row.name}](#${row.name}) | ${row.markup === '' ? 'every page' : cell(code(row.markup))} | ${row.load} | ${row.react} |`);
  for (const row of [...islands, ...services]) {
    const where = islands.includes(row) ? `Mounts on ${code(row.markup)}` : row.markup === '' ? 'Starts on every page' : `Starts when the page has ${code(row.markup)}`;
    const folder = islands.includes(row) ? 'islands' : 'services';
    const description = row.description.split('\n\n').map((paragraph) => wrap(paragraph)).join('\n\n');
    lines.push('', `### ${row.name}`, '', `${where}; loads: ${row.load}; React: ${row.react}. Code: [${folder}/${row.name}/](../${folder}/${row.name}/index.ts).`, '', description);
  }
  return [...lines, ''];
}

function part(root: string, registry: Registry): { islands: Row[]; services: Row[] } {
  return { islands: registry.islands.map((entry) => rowOf(root, 'islands', entry)), services: registry.services.map((entry) => rowOf(root, 'services', entry)) };
}

/** docs/ISLANDS.md as the registry and the islands' comments say it now. */
export function renderIslandsDoc(root = process.cwd()): string {
  const woocommerce = part(root, woocommerceRegistry);
  const theme = part(root, rehubAndWoozoneRegistry);
  const lines = [
    '<!-- Generated by `npm run docs:islands` (scripts/islands-doc.ts) from boot/registry/ and each island\'s and service\'s leading comment. Do not edit by hand. -->',
    '',
    '# Islands and services',
    '',
    'Every island and page service the bundle has, from its registry (`boot/registry/`). An **island** takes over one element of the',
    "host's markup and is mounted once per element, also in HTML added later; any element can also name an island with",
    '`data-island="{name}"`. A **service** does page-wide work, once per page, when its markup is there (or on every page).',
    'The markup each one binds to is described in [MARKUP.md](MARKUP.md), the calls they make in [CONTRACTS.md](CONTRACTS.md).',
    '',
    "**loads** is when the island's code is fetched and started (`boot/load/`): **eager** at once, a click before the code is",
    "there held and replayed; **load** at the page's `load` event; **idle** after the page's `load` event, when the browser is",
    'idle; **idle-or-interaction** at idle or on the first interaction, whichever comes first, a click before then held and',
    'replayed; **idle-if-shown-or-interaction** the same, but at idle only where the element is shown then (a phone\'s',
    'control, never loaded on a desktop that hides it); **visible** when the element nears the viewport; **interaction** on the first pointer over, press, focus or',
    'key, or a `change`, `input` or `submit` (voice control, a form filler), a click, submit, change or input before the code',
    'is there held and replayed. The code of interaction islands is preloaded at idle where one of their elements is shown,',
    'so the first click rarely waits. Code that fails to come, or has not come 120 s after it was asked for, mounts nothing:',
    'a held click is told so in its control\'s place and does what it does without JavaScript, and the next use, whatever',
    'the island\'s strategy, is held and tries the code again.',
    '',
    "**React** says whether the island renders with React: **yes** when it mounts, **on first use** when the shopper first opens",
    'what it renders (its React code is fetched then), **no** for plain TypeScript. Toasts are plain TypeScript too, their',
    'stack created when the first toast is shown; the shared modal is a plain `<dialog>`, and only content React renders in',
    'it (the coupon reveal, the lightbox) brings React along.',
    '',
    ...section(
      "WooCommerce's and WordPress's markup",
      "`boot/registry/woocommerce.ts`: what any classic WooCommerce theme prints. These are all the `boot-woocommerce`\nentry has, the one the WordPress plugin loads on a classic theme.",
      woocommerce.islands,
      woocommerce.services,
    ),
    ...section(
      "The Rehub theme's and WooZone's markup",
      '`boot/registry/rehub-and-woozone.ts`: the `boot` entry adds these to the ones above; the plugin loads it when the\ntheme is Rehub or WooZone is active.',
      theme.islands,
      theme.services,
    ),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(ISLANDS_DOC, renderIslandsDoc());
  console.log(`wrote ${ISLANDS_DOC}`);
}
