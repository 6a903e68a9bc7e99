import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The end-to-end files each start their own demo shop on the built bundle (browser.ts): `npm test`
 * builds first, and a missing build is one clear error here rather than pages without scripts.
 */
export default function requireBuild(): void {
  if (!existsSync(path.join(path.resolve('dist'), '.vite', 'manifest.json'))) {
    throw new Error('dist/ is missing: run `npm run build` (npm test does) before the end-to-end tests');
  }
}
