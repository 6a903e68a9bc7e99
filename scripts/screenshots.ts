import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createApp } from '../mock-server/app.ts';
import { createShop } from '../mock-server/shop/index.ts';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveOnLoopback } from '../tests/loopback-server.ts';
import { demoStates, openDemoState } from '../tests/e2e/demo-states.ts';

/**
 * `npm run screenshots`: every demo page and open state (tests/e2e/demo-states.ts) at 390 and
 * 1280 px, as PNGs in `screenshots/` (git-ignored), for a person to look through: overlaps,
 * duplicated labels, hidden messages. The demo shop runs in this process on a free port with the
 * built bundle (the npm script builds first). `SCREENSHOTS_DIR` writes elsewhere.
 */

const WIDTHS = [{ width: 390, height: 844 }, { width: 1280, height: 800 }];
const outDir = path.resolve(process.env.SCREENSHOTS_DIR ?? 'screenshots');

const server = await serveOnLoopback((origin) => createApp({ shop: createShop(), origin, distDir: path.resolve('dist'), log: false }));
const { origin } = server;
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
  await server.close();
}
console.log(`${demoStates.length * WIDTHS.length - failed} screenshots in ${path.relative(process.cwd(), outDir)}/`);
if (failed > 0) process.exitCode = 1;
