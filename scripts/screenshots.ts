import { mkdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApp } from '../mock-server/app.ts';
import { createShop } from '../mock-server/shop/index.ts';
import { launchChromium } from '../tests/e2e/browser.ts';
import { demoStates, openDemoState } from '../tests/e2e/demo-states.ts';

/**
 * `npm run screenshots`: every demo page and open state (tests/e2e/demo-states.ts) at 390 and
 * 1280 px, as PNGs in `screenshots/` (git-ignored), for a person to look through: overlaps,
 * duplicated labels, hidden messages. The demo shop runs in this process on a free port with the
 * built bundle (the npm script builds first). `SCREENSHOTS_DIR` writes elsewhere.
 */

const WIDTHS = [{ width: 390, height: 844 }, { width: 1280, height: 800 }];
const outDir = path.resolve(process.env.SCREENSHOTS_DIR ?? 'screenshots');

const app = createApp({ shop: createShop(), distDir: path.resolve('dist'), log: false });
const server = app.listen(0, '127.0.0.1');
await new Promise<void>((resolve, reject) => {
  server.once('listening', resolve);
  server.once('error', reject);
});
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await launchChromium();
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
let failed = 0;
try {
  for (const viewport of WIDTHS) {
    for (const state of demoStates) {
      const context = await browser.newContext({ locale: 'nl-NL', viewport });
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      const file = path.join(outDir, `${viewport.width}-${state.name}.png`);
      try {
        const restore = await openDemoState(page, origin, state);
        await page.screenshot({ path: file, fullPage: true });
        await restore();
        console.log(file);
      } catch (error) {
        failed += 1;
        console.error(`${state.name} at ${viewport.width} px: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  server.closeAllConnections();
  server.close();
}
console.log(`${demoStates.length * WIDTHS.length - failed} screenshots in ${path.relative(process.cwd(), outDir)}/`);
if (failed > 0) process.exitCode = 1;
