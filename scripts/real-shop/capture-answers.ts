import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assertShopRunning, REAL_SHOP_ORIGIN } from '../../tests/real-shop/harness/control.ts';
import { captureCalls } from './capture-calls.ts';
import type { RecordedAnswer } from './visitor.ts';

/**
 * `npx tsx scripts/real-shop/capture-answers.ts`: the Rehub theme's, rehub-framework's and WooZone's
 * answers to every call the islands make, from the project's real shop in its Rehub setup
 * (docs/REAL-SHOP.md; REAL_SHOP_ORIGIN or REAL_SHOP_PORT say where it answers), into fixtures/real-rehub/: `NN-name.headers.txt` (status line and
 * headers) and the body as `NN-name.json` (a JSON object or array), `.html` (markup) or `.txt`
 * (anything else: empty, `0`, `-1`, a bare word). The README's list of files is written again with
 * what each request was. Nothing is stripped: cookies and dates are as the shop sent them.
 */

const OUT = path.resolve(import.meta.dirname, '../../fixtures/real-rehub');
const README = path.join(OUT, 'README.md');
const LIST_START = '<!-- captures: written by scripts/real-shop/capture-answers.ts -->';
const LIST_END = '<!-- /captures -->';

/** The body file's extension: what the body is, whatever the Content-Type says (Rehub `die()`s JSON as text/html). */
function bodyExtension(body: string): 'json' | 'html' | 'txt' {
  const text = body.trim();
  if (text.startsWith('<')) return 'html';
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? 'json' : 'txt';
  } catch {
    return 'txt';
  }
}

const lines: string[] = [];
// An earlier run's files go: a capture renamed or dropped must not linger.
for (const file of readdirSync(OUT)) if (/^\d\d-/.test(file)) rmSync(path.join(OUT, file));

await assertShopRunning();
await captureCalls(REAL_SHOP_ORIGIN, (name, request, answer: RecordedAnswer) => {
  const extension = bodyExtension(answer.body);
  writeFileSync(path.join(OUT, `${name}.headers.txt`), `${[answer.statusLine, ...answer.headerLines].join('\n')}\n`);
  writeFileSync(path.join(OUT, `${name}.${extension}`), answer.body);
  lines.push(`- \`${name}.${extension}\` (${answer.statusLine.slice('HTTP/1.1 '.length)}): ${request}`);
  console.log(`${name}: ${answer.statusLine}, ${answer.body.length} bytes`);
});

const readme = readFileSync(README, 'utf8');
const [before, rest] = readme.split(LIST_START);
const after = rest?.split(LIST_END)[1];
if (before === undefined || after === undefined) throw new Error(`${README} lacks the markers ${LIST_START} … ${LIST_END}`);
writeFileSync(README, `${before}${LIST_START}\n${lines.join('\n')}\n${LIST_END}${after}`);
