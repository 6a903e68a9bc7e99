import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISLANDS_DOC, leadingComment, renderIslandsDoc } from '../../scripts/islands-doc.ts';

/**
 * docs/ISLANDS.md is generated from the registry and the islands' leading comments
 * (scripts/islands-doc.ts); this fails when a registry entry or a comment changed and the file was not
 * written again.
 */
describe('docs/ISLANDS.md', () => {
  it('is what `npm run docs:islands` writes from the registry', () => {
    const written = readFileSync(path.resolve(ISLANDS_DOC), 'utf8');
    expect(written === renderIslandsDoc(), `${ISLANDS_DOC} is out of date: run \`npm run docs:islands\` and commit the result`).toBe(true);
  });

  it('takes each description from the first doc comment of the file, joined into paragraphs', () => {
    const code = "import x from './x.ts';\n\n/**\n * First line\n * goes on.\n *\n * Second.\n */\nconst a = 1;\n\n/** Not this one. */\n";
    expect(leadingComment(code)).toBe('First line goes on.\n\nSecond.');
  });
});
