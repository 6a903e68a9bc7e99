import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** CONTRIBUTING.md shows a plain-TypeScript island whole, to copy: it must be the file as it is. */
describe('CONTRIBUTING.md', () => {
  it('shows islands/compare-button/index.ts as the code has it', () => {
    const contributing = readFileSync(path.resolve('CONTRIBUTING.md'), 'utf8');
    const shown = /\(`islands\/compare-button\/index\.ts`\):\n\n```ts\n([\s\S]*?)```/.exec(contributing)?.[1];
    expect(shown, 'CONTRIBUTING.md shows islands/compare-button/index.ts in a ```ts block after its name').toBeDefined();
    expect(shown === readFileSync(path.resolve('islands/compare-button/index.ts'), 'utf8'), 'CONTRIBUTING.md\'s copy of islands/compare-button/index.ts is out of date: paste the file again').toBe(true);
  });
});
