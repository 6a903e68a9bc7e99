import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { openDemoPage } from '../../tests/unit/demo-page.ts';
import service from './index.ts';

const AMAZON = '//m.media-amazon.com/images/I/41ssl-images-x._SL75_.jpg';
const SSL_IMAGES = '//images-eu.ssl-images-amazon.com/images/I/51abc._SL160_.jpg';

function start(markup: string): void {
  document.body.innerHTML = markup;
  const stop = service.start();
  if (stop) onTestFinished(stop);
}

const img = (id: string) => document.getElementById(id) as HTMLImageElement;

/** Lets the MutationObserver's callback run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the marketplace image fix', () => {
  it('gives protocol-relative marketplace pictures https:, in src and in each srcset candidate', () => {
    start(`<img id="a" src="${SSL_IMAGES}" srcset="${SSL_IMAGES} 1x, //images-eu.ssl-images-amazon.com/images/I/51abc._SL320_.jpg 2x" alt="">`);
    expect(img('a').getAttribute('src')).toBe(`https:${SSL_IMAGES}`);
    expect(img('a').getAttribute('srcset')).toBe(`https:${SSL_IMAGES} 1x, https://images-eu.ssl-images-amazon.com/images/I/51abc._SL320_.jpg 2x`);
  });

  it('writes no srcset into a picture without one (the plugin wrote https:undefined)', () => {
    start(`<img id="a" src="${SSL_IMAGES}" alt="">`);
    expect([img('a').getAttribute('src'), img('a').hasAttribute('srcset')]).toEqual([`https:${SSL_IMAGES}`, false]);
  });

  it.each([
    ['an absolute http URL', 'http://images-eu.ssl-images-amazon.com/x.jpg'],
    ['a protocol-relative URL of another host', '//cdn.example.com/images/x.jpg'],
    ['a path', '/wp-content/uploads/ssl-images.svg'],
    ['the shop’s own host', `//${location.host}/ssl-images-amazon/images/I/x.svg`],
  ])('leaves %s alone', (_, url) => {
    start(`<img id="a" src="${url}" alt="">`);
    expect(img('a').getAttribute('src')).toBe(url);
  });

  it('fixes pictures added later and a src changed later, each once, with no timer', async () => {
    const setInterval = vi.spyOn(window, 'setInterval');
    start('<div id="later"></div>');
    document.getElementById('later')!.innerHTML = `<p><img id="a" src="${AMAZON}" alt=""></p>`;
    await settle();
    expect(img('a').getAttribute('src')).toBe(`https:${AMAZON}`);
    const setAttribute = vi.spyOn(img('a'), 'setAttribute');
    img('a').setAttribute('src', SSL_IMAGES);
    await settle();
    expect(img('a').getAttribute('src')).toBe(`https:${SSL_IMAGES}`);
    await settle();
    // The change asked for, then the fix: the fix's own change starts no third one.
    expect(setAttribute.mock.calls).toEqual([['src', SSL_IMAGES], ['src', `https:${SSL_IMAGES}`]]);
    expect(setInterval).not.toHaveBeenCalled();
  });

  it('starts on the product page once the reviews tab brings the first marketplace picture', async () => {
    const page = await openDemoPage('/product/geruit-flanellen-overhemd/');
    await page.mount(['product-tabs', 'reviews-tab', 'marketplace-images']);
    expect(performance.getEntriesByName('island:marketplace-images')).toHaveLength(0);
    await userEvent.click(screen.getByRole('tab', { name: 'Amazon-recensies' }));
    await waitFor(() => expect(document.querySelector('.amzaff-reviews img')).not.toBeNull());
    await waitFor(() => expect(performance.getEntriesByName('island:marketplace-images')).toHaveLength(1));
    // The demo's "Amazon" pictures are the shop's own: protocol-relative, and left so.
    expect(document.querySelector('.amzaff-reviews img')?.getAttribute('src')).toBe(`//${location.host}/ssl-images-amazon/images/I/geruit-flanellen-overhemd._SL75_.svg`);
  });
});
