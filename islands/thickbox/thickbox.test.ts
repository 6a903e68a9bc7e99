import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { closeModal } from '../../src/stores/modal.ts';
import { unmountModalRoot } from '../../src/ui/modal/mount-modal.ts';
import island from './index.ts';

/** The first modal of a test file loads React into the test process, which can take seconds on a busy machine. */

/** WooZone's markup: a coupon's "Details" with its hidden popup, and a product picture's link. */
const PAGE = `<p>Je kortingsbon wordt bij Amazon toegepast. <a name="KORTINGSBON" href="#TB_inline?width=500&amp;height=700&amp;inlineId=WooZone-coupon-popup" class="thickbox link">Details</a></p>
<div id="WooZone-coupon-popup" style="display: none;"><p>10% korting bij de kassa van Amazon.</p></div>
<a href="/wp-content/uploads/echo-dot-groot.jpg" class="thickbox" title="Echo Dot"><img src="/wp-content/uploads/echo-dot.jpg" alt="Echo Dot, zwart"></a>
<a href="https://www.amazon.de/dp/B09B8V1LZ3" class="thickbox">Naar Amazon</a>`;

let cleanups: Array<(() => void) | void> = [];
afterEach(() => {
  unmountModalRoot();
  for (const cleanup of cleanups) cleanup?.();
  cleanups = [];
});

function mountAll(): void {
  document.body.innerHTML = PAGE;
  cleanups = [...document.querySelectorAll<HTMLElement>('a.thickbox')].map((link) => island.mount(link));
}

const click = (link: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  act(() => void link.dispatchEvent(event));
  return event;
};

describe('Thickbox links', () => {
  it('shows a coupon’s hidden details in the modal, named by the link, and hides them again on close', async () => {
    mountAll();
    const popup = document.getElementById('WooZone-coupon-popup')!;
    expect(click(document.querySelector('a[name="KORTINGSBON"]')!).defaultPrevented).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'KORTINGSBON' });
    await waitFor(() => expect(dialog.textContent).toContain('10% korting bij de kassa van Amazon.'));
    expect(popup.style.display).toBe('');
    act(() => closeModal());
    await waitFor(() => expect(popup.style.display).toBe('none'));
  });

  it('shows a picture link’s full-size image in the modal', async () => {
    mountAll();
    click(document.querySelector('a[title="Echo Dot"]')!);
    const dialog = await screen.findByRole('dialog', { name: 'Echo Dot' });
    const image = await waitFor(() => dialog.querySelector('img')!);
    expect([image.getAttribute('src'), image.alt, image.className]).toEqual([`${location.origin}/wp-content/uploads/echo-dot-groot.jpg`, 'Echo Dot, zwart', 'si-thickbox-picture']);
  });

  it('leaves any other link, and a modified click, to the browser', () => {
    mountAll();
    expect(click(document.querySelector('a[href^="https://www.amazon"]')!).defaultPrevented).toBe(false);
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    document.querySelector('a[title="Echo Dot"]')!.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
  });

  it('opens an inline link whose first parameter is inlineId, and a picture link without a thumbnail', async () => {
    document.body.innerHTML = '<a href="#TB_inline?inlineId=WooZone-coupon-popup" class="thickbox">Voorwaarden</a><div id="WooZone-coupon-popup" style="display: none;">Alleen online.</div><a href="/wp-content/uploads/jas.png" class="thickbox">Grote foto</a>';
    cleanups = [...document.querySelectorAll<HTMLElement>('a.thickbox')].map((link) => island.mount(link));
    click(screen.getByRole('link', { name: 'Voorwaarden' }));
    expect((await screen.findByRole('dialog', { name: 'Voorwaarden' })).textContent).toContain('Alleen online.');
    act(() => closeModal());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    click(screen.getByRole('link', { name: 'Grote foto' }));
    const image = await waitFor(() => screen.getByRole('dialog', { name: 'Grote foto' }).querySelector('img')!);
    expect(image.alt).toBe('');
  });

  it('leaves a link to a hidden element that is no Thickbox link, and a match that is no link, alone', () => {
    history.replaceState(null, '', '/product/echo-dot/');
    document.body.innerHTML = '<a href="#elders?inlineId=WooZone-coupon-popup" class="thickbox">Elders</a><div id="WooZone-coupon-popup" style="display: none;">Alleen online.</div>';
    cleanups = [island.mount(document.querySelector<HTMLElement>('a')!)];
    expect(click(screen.getByRole('link', { name: 'Elders' })).defaultPrevented).toBe(false);
    expect(island.mount(document.createElement('span'))).toBeUndefined();
  });
});
