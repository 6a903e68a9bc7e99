import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openDemoPage } from '../../tests/unit/demo-page.ts';
import island from './index.ts';

const FLANEL = '/product/geruit-flanellen-overhemd/';
const panel = (id: string) => document.getElementById(id)!;
const shown = () => [...document.querySelectorAll<HTMLElement>('.wc-tab')].filter((el) => !el.hidden).map((el) => el.id);

async function openProduct(path = FLANEL): Promise<void> {
  const page = await openDemoPage(path);
  await page.mount(['product-tabs'], { now: true });
}

describe('the product tabs', () => {
  it('show the description only, as tabs with the selected one marked, the other out of the tab order', async () => {
    await openProduct();
    const [description, reviews] = screen.getAllByRole('tab');
    expect(shown()).toEqual(['tab-description']);
    expect([description!.getAttribute('aria-selected'), reviews!.getAttribute('aria-selected')]).toEqual(['true', 'false']);
    expect([description!.tabIndex, reviews!.tabIndex]).toEqual([0, -1]);
    expect(panel('tab-amazon_reviews').style.display).toBe('none');
  });

  it('open a tab on click, WooCommerce’s active class moving with it', async () => {
    await openProduct();
    await userEvent.click(screen.getByRole('tab', { name: 'Amazon-recensies' }));
    expect(shown()).toEqual(['tab-amazon_reviews']);
    expect(document.querySelector('li.active')?.className).toContain('amazon_reviews_tab');
    expect(location.hash).toBe('');
  });

  it('move between the tabs with the arrow keys, Home and End, opening each and wrapping round', async () => {
    await openProduct();
    screen.getByRole('tab', { name: 'Beschrijving' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect([document.activeElement?.textContent, shown()]).toEqual(['Amazon-recensies', ['tab-amazon_reviews']]);
    await userEvent.keyboard('{ArrowRight}');
    expect([document.activeElement?.textContent, shown()]).toEqual(['Beoordelingen (0)', ['tab-reviews']]);
    await userEvent.keyboard('{ArrowRight}');
    expect([document.activeElement?.textContent, shown()]).toEqual(['Beschrijving', ['tab-description']]);
    await userEvent.keyboard('{ArrowLeft}');
    expect(shown()).toEqual(['tab-reviews']);
    await userEvent.keyboard('{Home}');
    expect(shown()).toEqual(['tab-description']);
    await userEvent.keyboard('{End}');
    expect(shown()).toEqual(['tab-reviews']);
  });

  it('open the tab the address names, at load and when it changes', async () => {
    const page = await openDemoPage(`${FLANEL}#tab-amazon_reviews`);
    await page.mount(['product-tabs'], { now: true });
    expect(shown()).toEqual(['tab-amazon_reviews']);
    location.hash = '#tab-description';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(shown()).toEqual(['tab-description']);
  });

  it('open the description before "Lees de beschrijving" scrolls to it', async () => {
    await openProduct();
    await userEvent.click(screen.getByRole('tab', { name: 'Amazon-recensies' }));
    const link = screen.getByRole('link', { name: 'Lees de beschrijving' });
    let visibleAtClick: boolean | undefined;
    link.addEventListener('click', (event) => {
      visibleAtClick = !panel('tab-description').hidden;
      event.preventDefault();
    });
    await userEvent.click(link);
    expect(visibleAtClick).toBe(true);
    expect(shown()).toEqual(['tab-description']);
  });

  it('leave a product with one tab as printed', async () => {
    // Every demo product has its reviews tab: a theme that prints the description alone, as one with reviews off.
    const page = await openDemoPage('/product/linnen-shirt/');
    for (const other of document.querySelectorAll('.wc-tabs li:not(.description_tab), .wc-tab:not(#tab-description)')) other.remove();
    await page.mount(['product-tabs'], { now: true });
    expect([screen.getAllByRole('tab').length, shown()]).toEqual([1, ['tab-description']]);
  });

  it.each([
    ['#reviews', "WooCommerce's reviews template", true],
    ['#comment-12', "WooCommerce's reviews template", true],
    // WooCommerce's script opens the reviews tab for #reviews whether or not an element has that id.
    ['#reviews', "a theme's reviews template without WooCommerce's #reviews box", false],
  ])("open WooCommerce's reviews tab for %s at load, without moving focus, with %s", async (hash, _, withReviewsBox) => {
    const page = await openDemoPage(`${FLANEL}${hash}`);
    if (!withReviewsBox) document.getElementById('reviews')!.removeAttribute('id');
    await page.mount(['product-tabs'], { now: true });
    expect([shown(), document.activeElement]).toEqual([['tab-reviews'], document.body]);
  });

  it('start on the tab the server printed active, each tab controlling its panel', async () => {
    const page = await openDemoPage(FLANEL);
    document.querySelector('.wc-tabs li.active')!.classList.remove('active');
    document.querySelector('.wc-tabs li.reviews_tab')!.classList.add('active');
    // A theme's tabs printed without their roles get them.
    for (const each of document.querySelectorAll('.wc-tabs a, .wc-tab')) for (const name of ['role', 'aria-controls']) each.removeAttribute(name);
    await page.mount(['product-tabs'], { now: true });
    expect(shown()).toEqual(['tab-reviews']);
    const tab = screen.getByRole('tab', { name: 'Amazon-recensies' });
    expect([tab.getAttribute('aria-controls'), panel('tab-amazon_reviews').getAttribute('role')]).toEqual(['tab-amazon_reviews', 'tabpanel']);
  });

  it('leave keys with Alt, Ctrl or Meta, other keys, and clicks in a panel to the page', async () => {
    await openProduct();
    const tab = screen.getByRole('tab', { name: 'Beschrijving' });
    for (const init of [{ key: 'ArrowRight', altKey: true }, { key: 'ArrowRight', ctrlKey: true }, { key: 'ArrowRight', metaKey: true }, { key: 'a' }]) {
      const press = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
      tab.dispatchEvent(press);
      expect([press.defaultPrevented, shown()]).toEqual([false, ['tab-description']]);
    }
    const inPanel = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
    panel('tab-description').dispatchEvent(inPanel);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    panel('tab-description').dispatchEvent(click);
    expect([inPanel.defaultPrevented, click.defaultPrevented, shown()]).toEqual([false, false, ['tab-description']]);
  });

  it.each([
    // The panels moved out of the box: no tab has its panel in it.
    ['whose panels are not in the box', (wrapper: HTMLElement) => document.body.append(...wrapper.querySelectorAll('.wc-tab'))],
    // A box marked data-island="product-tabs" whose tabs are no ul.wc-tabs or ul.tabs.
    ['without their list', (wrapper: HTMLElement) => wrapper.querySelector('ul.wc-tabs')!.remove()],
  ])('leave tabs %s as printed', async (_, change) => {
    await openDemoPage(FLANEL);
    const wrapper = document.querySelector<HTMLElement>('.wc-tabs-wrapper')!;
    change(wrapper);
    expect(island.mount(wrapper)).toBeUndefined();
    expect([[...document.querySelectorAll('a[aria-selected]')], shown().length]).toEqual([[], 3]);
  });

  it("open a panel for a scroll link's data-scrollto, but not for a link to another page or an address naming no panel", async () => {
    await openProduct();
    await userEvent.click(screen.getByRole('tab', { name: 'Amazon-recensies' }));
    document.body.insertAdjacentHTML('beforeend', '<a href="/shop/#tab-description">Elders</a><a href="#top">Terug omhoog</a><a href="#" class="rehub_scroll" data-scrollto="#tab-description">Naar de beschrijving</a>');
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('click', stop);
    try {
      await userEvent.click(screen.getByRole('link', { name: 'Elders' }));
      await userEvent.click(screen.getByRole('link', { name: 'Terug omhoog' }));
      location.hash = '#top';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
      expect(shown()).toEqual(['tab-amazon_reviews']);
      await userEvent.click(screen.getByRole('link', { name: 'Naar de beschrijving' }));
      expect(shown()).toEqual(['tab-description']);
    } finally {
      document.removeEventListener('click', stop);
    }
  });

  it('let go of the page when unmounted: tabs, keys, the address and page links open nothing', async () => {
    await openDemoPage(FLANEL);
    const stop = island.mount(document.querySelector<HTMLElement>('.wc-tabs-wrapper')!);
    const amazon = screen.getByRole('tab', { name: 'Amazon-recensies' });
    await userEvent.click(amazon);
    stop?.();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('tab', { name: 'Beoordelingen (0)' }).dispatchEvent(click);
    const press = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
    amazon.dispatchEvent(press);
    location.hash = '#tab-reviews';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    screen.getByRole('link', { name: 'Lees de beschrijving' }).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect([click.defaultPrevented, press.defaultPrevented, shown()]).toEqual([false, false, ['tab-amazon_reviews']]);
  });
});
