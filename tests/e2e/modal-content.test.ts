import { describe, expect, it } from 'vitest';
import { bundleWatching } from './islands.ts';
import { injectFault, shopperSession, shopUrl } from './browser.ts';

const openShopper = shopperSession();
const PRODUCT = '/product/oxford-overhemd/';

describe('modal content links in Chromium', () => {
  it("show the shipping page's content over the product page, from the keyboard, with focus back on Escape", async () => {
    const { page, errors } = await openShopper();
    await page.goto(shopUrl(PRODUCT));
    await bundleWatching(page);
    const link = page.getByRole('link', { name: 'Verzending en retour' });
    await link.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Verzending en retour' });
    await dialog.waitFor();
    await dialog.getByRole('table', { name: 'Verzendkosten per bestelbedrag' }).waitFor();
    expect(await dialog.getByRole('heading', { name: 'Retourneren' }).count()).toBe(1);
    // The shipping page's own header and footer stay out; the shopper is still on the product page.
    expect(await dialog.getByRole('contentinfo').count()).toBe(0);
    expect(page.url()).toBe(shopUrl(PRODUCT));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);

    // The returns link names its section: only that is shown.
    await page.getByRole('link', { name: 'Retourneren binnen 30 dagen' }).click();
    const returns = page.getByRole('dialog', { name: 'Retourneren binnen 30 dagen' });
    await returns.getByText('Je hebt 30 dagen bedenktijd.', { exact: false }).waitFor();
    expect(await returns.getByRole('heading', { name: 'Verzenden' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('tells the shopper when the content cannot be loaded, and works on the next try', async () => {
    const { page } = await openShopper();
    await page.goto(shopUrl(PRODUCT));
    await bundleWatching(page);
    await injectFault({ target: 'page:/verzending-en-retour/', status: 503, body: 'html', times: 1 });
    const link = page.getByRole('link', { name: 'Verzending en retour' });
    await link.click();
    await page.getByRole('alert').filter({ hasText: 'Er is een fout opgetreden. Probeer het over enkele ogenblikken opnieuw.' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(page.url()).toBe(shopUrl(PRODUCT));
    await link.click();
    await page.getByRole('dialog', { name: 'Verzending en retour' }).waitFor();
  });

  it('open the page without JavaScript, at the section the link names', async () => {
    const { page } = await openShopper({ javaScriptEnabled: false });
    await page.goto(shopUrl(PRODUCT));
    await page.getByRole('link', { name: 'Retourneren binnen 30 dagen' }).click();
    await page.waitForURL(shopUrl('/verzending-en-retour/#retourneren'));
    await page.getByRole('heading', { name: 'Verzending en retour', level: 1 }).waitFor();
    expect(await page.locator('#retourneren').evaluate((section) => section.getBoundingClientRect().top < innerHeight)).toBe(true);
  });
});
