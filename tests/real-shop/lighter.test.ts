import { randomInt } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordScripts, scriptBytes, type ScriptDownload } from '../../scripts/bench/downloaded-scripts.ts';
import { launchChromium } from '../e2e/browser.ts';
import { REAL_SHOP_ORIGIN, shop } from './harness/control.ts';

/**
 * The plugin takes the theme's and WooZone's scripts over and is lighter than they were, in bytes
 * (times are `npm run bench:real-shop`'s): a fresh visitor's scripts on the Rehub + WooZone shop's
 * listing and product page, with Rehub's and WooZone's own scripts, with the plugin, and with the
 * plugin's no-jQuery option. Its pages also go without WordPress's emoji check (includes/emoji.php).
 */

const PAGES = ['/shop/', '/product/hoodie-grijs/'];

/** The files of the scripts whose work the bundle does (README.md#what-it-replaces): none may load with the plugin. */
const REPLACED_FILES =
  /\/(custom|inview|hoverintent|countdown|pgwmodal|userlogin|ajaxsearch|ajaxcart|quantity|wishcount|comparechart|clipboard\.min|niceselect|postviews|thickbox|jquery\.flexslider-min|jquery\.zoom\.min|photoswipe(-ui-default)?\.min|single-product\.min|add-to-cart(-variation)?\.min|cart-fragments\.min|order-attribution\.min|sourcebuster\.min|woocommerce\.min)\.js|\/woozone\/lib\/frontend\/js\/frontend\.js/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
  shop('option', 'shop_islands_without_jquery', 'no');
  shop('plugin', 'on');
});

/** A fresh visitor's scripts on `path`, at rest 2.5 s after `load`. */
async function visit(path: string): Promise<ScriptDownload[]> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` } });
  try {
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(`${REAL_SHOP_ORIGIN}${path}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // Whatever the bundle loads at idle (React's preload among it) counts as loaded.
    await page.waitForFunction(() => new Promise((idle) => requestIdleCallback(() => idle(true))));
    await page.waitForLoadState('networkidle');
    return scripts();
  } finally {
    await context.close();
  }
}

describe('the plugin on the Rehub + WooZone shop, in bytes', () => {
  it.each(PAGES)('%s: no script of Rehub’s or WooZone’s whose work an island does loads, and it is at most half of theirs before load', async (path) => {
    shop('plugin', 'off');
    const theirs = scriptBytes(await visit(path));
    shop('plugin', 'on');
    const scripts = await visit(path);
    expect(scripts.map((script) => script.url).filter((url) => REPLACED_FILES.test(url))).toEqual([]);
    expect(scriptBytes(scripts).beforeLoad).toBeLessThanOrEqual(0.5 * theirs.beforeLoad);
  });

  it.each(PAGES)('%s: with the no-jQuery option, no jQuery, and all its scripts but React’s idle preload at most 0.7× theirs', async (path) => {
    shop('plugin', 'off');
    const theirs = scriptBytes(await visit(path));
    shop('plugin', 'on');
    shop('option', 'shop_islands_without_jquery', 'yes');
    const scripts = await visit(path);
    const ours = scriptBytes(scripts);
    expect(scripts.some((script) => /\/jquery(\.min)?\.js/.test(script.url))).toBe(false);
    expect(ours.all - ours.react).toBeLessThanOrEqual(0.7 * theirs.all);
    shop('option', 'shop_islands_without_jquery', 'no');
  });
});

describe('the plugin on the Rehub + WooZone shop, in what its pages run', () => {
  it.each(PAGES)('%s: without WordPress’s emoji check and its style, which the theme’s page has', async (path) => {
    const emoji = /_wpemojiSettings|wp-emoji/;
    shop('plugin', 'off');
    expect(await (await fetch(`${REAL_SHOP_ORIGIN}${path}`)).text()).toMatch(emoji);
    shop('plugin', 'on');
    expect(await (await fetch(`${REAL_SHOP_ORIGIN}${path}`)).text()).not.toMatch(emoji);
  });
});
