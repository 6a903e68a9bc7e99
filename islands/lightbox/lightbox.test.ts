import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openDemoPage, type MountOptions } from '../../tests/unit/demo-page.ts';
import island from './index.ts';
import { watchNextClick } from '../../tests/unit/next-click.ts';
import { modal } from '../../src/stores/modal.ts';
import { unmountModalRoot } from '../../src/ui/modal/mount-modal.ts';

/** The Linnen shirt's page: its gallery of four pictures, mounted as on a real page. */
async function openProductPage(options?: MountOptions): Promise<void> {
  const page = await openDemoPage('/product/linnen-shirt/');
  await page.mount(['lightbox'], options);
}

afterEach(() => unmountModalRoot());

const galleryLink = (alt: string) => screen.getByRole('link', { name: alt });
const lightbox = () => screen.findByRole('dialog', { name: 'Linnen shirt' });
const shownPicture = (dialog: HTMLElement) => within(dialog).getByRole('img');
const position = (dialog: HTMLElement) => within(dialog).getByText(/^\d van \d$/);
const fullSize = (view: string) => `/wp-content/uploads/linnen-shirt${view}-1200x1200.svg`;

function expectShown(dialog: HTMLElement, alt: string, src: string, where: string): void {
  expect(shownPicture(dialog).getAttribute('alt')).toBe(alt);
  expect(shownPicture(dialog).getAttribute('src')).toBe(src);
  expect(position(dialog).textContent).toBe(where);
}

describe('the product gallery lightbox', () => {
  it('shows the clicked picture at its full size with its alt text, named after the product, 800 px wide', async () => {
    await openProductPage();
    await userEvent.setup().click(galleryLink('Linnen shirt – achterkant'));
    const dialog = await lightbox();
    expectShown(dialog, 'Linnen shirt – achterkant', fullSize('-achterkant'), '2 van 4');
    expect(dialog.style.maxWidth).toBe('800px');
    expect(location.pathname).toBe('/product/linnen-shirt/');
  });

  it('creates the full-size picture only when it opens', async () => {
    await openProductPage();
    const fullSizeImages = () => Array.from(document.querySelectorAll('img')).filter((image) => image.getAttribute('src')?.endsWith('-1200x1200.svg'));
    expect(fullSizeImages()).toEqual([]);
    await userEvent.setup().click(galleryLink('Linnen shirt'));
    const dialog = await lightbox();
    expect(fullSizeImages()).toEqual([shownPicture(dialog)]);
    expect(shownPicture(dialog).getAttribute('src')).toBe(fullSize(''));
  });

  it('pages with its buttons, from the last picture on to the first and back', async () => {
    await openProductPage();
    const user = userEvent.setup();
    await user.click(galleryLink('Linnen shirt – stof'));
    const dialog = await lightbox();
    expectShown(dialog, 'Linnen shirt – stof', fullSize('-stof'), '4 van 4');
    await user.click(within(dialog).getByRole('button', { name: 'Volgende afbeelding' }));
    expectShown(dialog, 'Linnen shirt', fullSize(''), '1 van 4');
    await user.click(within(dialog).getByRole('button', { name: 'Volgende afbeelding' }));
    expectShown(dialog, 'Linnen shirt – achterkant', fullSize('-achterkant'), '2 van 4');
    await user.click(within(dialog).getByRole('button', { name: 'Vorige afbeelding' }));
    expectShown(dialog, 'Linnen shirt', fullSize(''), '1 van 4');
    await user.click(within(dialog).getByRole('button', { name: 'Vorige afbeelding' }));
    expectShown(dialog, 'Linnen shirt – stof', fullSize('-stof'), '4 van 4');
    // Each button's arrow points the way it pages.
    const arrow = (name: string) => within(dialog).getByRole('button', { name }).querySelector('path')!.getAttribute('d');
    expect([arrow('Vorige afbeelding'), arrow('Volgende afbeelding')]).toEqual(['M15 5l-7 7 7 7', 'M9 5l7 7-7 7']);
    // Where the shopper is, read out as it changes.
    expect(position(dialog).getAttribute('aria-live')).toBe('polite');
  });

  it('pages with ArrowRight and ArrowLeft, and leaves Alt with an arrow to the browser', async () => {
    await openProductPage();
    const user = userEvent.setup();
    await user.click(galleryLink('Linnen shirt'));
    const dialog = await lightbox();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expectShown(dialog, 'Linnen shirt – detail', fullSize('-detail'), '3 van 4');
    await user.keyboard('{ArrowLeft}');
    expectShown(dialog, 'Linnen shirt – achterkant', fullSize('-achterkant'), '2 van 4');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expectShown(dialog, 'Linnen shirt – stof', fullSize('-stof'), '4 van 4');
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(position(dialog).textContent).toBe('4 van 4');
  });

  it('pages with a sideways swipe of 50 px or more; a shorter or mostly upright one does nothing', async () => {
    await openProductPage();
    await userEvent.setup().click(galleryLink('Linnen shirt'));
    const dialog = await lightbox();
    const stage = shownPicture(dialog);
    const swipe = (from: [number, number], to: [number, number], pointerId = 1) => {
      fireEvent.pointerDown(stage, { pointerId, isPrimary: true, clientX: from[0], clientY: from[1] });
      fireEvent.pointerUp(stage, { pointerId, isPrimary: true, clientX: to[0], clientY: to[1] });
    };
    swipe([250, 200], [190, 215]);
    expect(position(dialog).textContent).toBe('2 van 4');
    swipe([100, 200], [160, 190]);
    expect(position(dialog).textContent).toBe('1 van 4');
    swipe([250, 200], [201, 200]);
    swipe([250, 200], [150, 320]);
    expect(position(dialog).textContent).toBe('1 van 4');
    // A second finger makes a pinch, not a swipe, and lifting it ends nothing of the first one's.
    fireEvent.pointerDown(stage, { pointerId: 2, isPrimary: true, clientX: 250, clientY: 200 });
    fireEvent.pointerDown(stage, { pointerId: 3, isPrimary: false, clientX: 260, clientY: 200 });
    fireEvent.pointerUp(stage, { pointerId: 3, isPrimary: false, clientX: 100, clientY: 200 });
    expect(position(dialog).textContent).toBe('1 van 4');
    // The browser took the pinch over (pointercancel): the first finger makes no swipe either.
    fireEvent.pointerCancel(stage, { pointerId: 2 });
    fireEvent.pointerUp(stage, { pointerId: 2, isPrimary: true, clientX: 100, clientY: 200 });
    expect(position(dialog).textContent).toBe('1 van 4');
    swipe([100, 200], [300, 200]);
    expect(position(dialog).textContent).toBe('4 van 4');
  });

  it('opens from the keyboard and gives focus back to the link on Escape', async () => {
    await openProductPage();
    const user = userEvent.setup();
    galleryLink('Linnen shirt – detail').focus();
    await user.keyboard('{Enter}');
    const dialog = await lightbox();
    expectShown(dialog, 'Linnen shirt – detail', fullSize('-detail'), '3 van 4');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{ArrowRight}{Escape}');
    await waitFor(() => expect(modal.value).toBeNull());
    expect(document.activeElement).toBe(galleryLink('Linnen shirt – detail'));
  });

  it('gives focus back to the link also when the click did not focus it (Safari, a click held while the code loaded)', async () => {
    await openProductPage({ now: true });
    await act(async () => galleryLink('Linnen shirt – stof').click());
    await lightbox();
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(modal.value).toBeNull());
    expect(document.activeElement).toBe(galleryLink('Linnen shirt – stof'));
  });

  it("shows each picture as the page has it when it opens: a chosen size's alt text, the link's address without data-large_image", async () => {
    await openProductPage();
    const main = galleryLink('Linnen shirt').querySelector('img')!;
    main.alt = 'Linnen shirt – maat S';
    main.removeAttribute('data-large_image');
    await userEvent.setup().click(galleryLink('Linnen shirt – maat S'));
    const dialog = await lightbox();
    expectShown(dialog, 'Linnen shirt – maat S', `${location.origin}${fullSize('')}`, '1 van 4');
  });

  it('is named "Productafbeeldingen" where no product title is beside the gallery', async () => {
    const page = await openDemoPage('/product/linnen-shirt/');
    document.querySelector('.product_title')!.remove();
    await page.mount(['lightbox']);
    await userEvent.setup().click(galleryLink('Linnen shirt'));
    expect(await screen.findByRole('dialog', { name: 'Productafbeeldingen' })).toBeTruthy();
  });

  it('shows a single picture without buttons or position', async () => {
    const page = await openDemoPage('/product/linnen-shirt/');
    for (const item of Array.from(document.querySelectorAll('.woocommerce-product-gallery__image')).slice(1)) item.remove();
    await page.mount(['lightbox']);
    await userEvent.setup().click(galleryLink('Linnen shirt'));
    const dialog = await lightbox();
    expect(shownPicture(dialog).getAttribute('src')).toBe(fullSize(''));
    expect(within(dialog).queryByRole('button', { name: /afbeelding/ })).toBeNull();
    expect(within(dialog).queryByText(/van/)).toBeNull();
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }])('leaves a click with %o to the browser (a new tab, a download)', async (modifier) => {
    await openProductPage({ now: true });
    const click = watchNextClick();
    await act(async () => {
      galleryLink('Linnen shirt – achterkant').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...modifier }));
    });
    expect(click.leftToTheBrowser).toBe(true);
    expect(modal.value).toBeNull();
  });

  it('shows a picture that cannot be dragged off, in a dialog named "Productafbeeldingen" where the title is blank', async () => {
    const page = await openDemoPage('/product/linnen-shirt/');
    document.querySelector('.product_title')!.textContent = ' \n ';
    await page.mount(['lightbox']);
    await userEvent.setup().click(galleryLink('Linnen shirt'));
    const dialog = await screen.findByRole('dialog', { name: 'Productafbeeldingen' });
    expect(shownPicture(dialog).getAttribute('draggable')).toBe('false');
  });

  it('opens a gallery link without a picture at its own address, and a gallery outside a product page under "Productafbeeldingen"', async () => {
    document.body.innerHTML = '<div class="woocommerce-product-gallery"><div class="woocommerce-product-gallery__image"><a href="/wp-content/uploads/poster.jpg">Poster</a></div></div>';
    const gallery = document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
    const unmount = island.mount(gallery);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Poster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Productafbeeldingen' });
    // An empty alt: the picture is no image to screen readers, so it is read by its tag.
    const shown = dialog.querySelector('img')!;
    expect([shown.getAttribute('src'), shown.getAttribute('alt')]).toEqual([`${location.origin}/wp-content/uploads/poster.jpg`, '']);
    unmount?.();
  });

  it('leaves a link in the gallery that is no gallery picture to the page, and every click once unmounted', async () => {
    document.body.innerHTML =
      '<div class="woocommerce-product-gallery"><div class="woocommerce-product-gallery__image"><a href="/a.jpg"><img src="/a.jpg" alt="A"></a></div><p><a href="/maattabel/">Maattabel</a></p></div>';
    const gallery = document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
    const unmount = island.mount(gallery)!;
    const other = watchNextClick();
    await act(async () => screen.getByRole('link', { name: 'Maattabel' }).click());
    expect([other.leftToTheBrowser, modal.value]).toEqual([true, null]);
    unmount();
    const picture = watchNextClick();
    await act(async () => screen.getByRole('link', { name: 'A' }).click());
    expect([picture.leftToTheBrowser, modal.value]).toEqual([true, null]);
  });
  it('gives the clicked link focus without scrolling the page to it', async () => {
    await openProductPage({ now: true });
    const link = galleryLink('Linnen shirt – detail');
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    await act(async () => link.click());
    await lightbox();
    const linkFocus = focus.mock.calls.filter((_call, index) => focus.mock.contexts[index] === link);
    focus.mockRestore();
    expect(linkFocus[0]).toEqual([{ preventScroll: true }]);
  });
  it('takes a finger lifted without its press (the browser had it) quietly, staying on its picture', async () => {
    await openProductPage();
    await userEvent.setup().click(galleryLink('Linnen shirt'));
    const dialog = await lightbox();
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args));
    fireEvent.pointerUp(shownPicture(dialog), { pointerId: 1, isPrimary: true, clientX: 100, clientY: 200 });
    window.removeEventListener('error', onError);
    consoleError.mockRestore();
    expect([errors, position(dialog).textContent]).toEqual([[], '1 van 4']);
  });
});
