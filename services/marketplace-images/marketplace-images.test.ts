import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { openDemoPage } from '../../tests/unit/demo-page.ts';
import { until } from '../../tests/unit/time-outs.ts';
import service from './index.ts';

const AMAZON = '//m.media-amazon.com/images/I/41ssl-images-x._SL75_.jpg';
const SSL_IMAGES = '//images-eu.ssl-images-amazon.com/images/I/51abc._SL160_.jpg';

function start(markup: string): void {
  document.body.innerHTML = markup;
  const stop = service.start();
  if (stop) onTestFinished(stop);
}

const img = (id: string) => document.getElementById(id) as HTMLImageElement;

/**
 * Adds a marketplace picture and waits until it is fixed: the observer has then handled every change
 * made before it (it gets them in order, in one batch or an earlier one), so a change it left alone
 * had its chance.
 */
async function afterTheObserver(): Promise<void> {
  const probe = Object.assign(document.createElement('img'), { alt: '' });
  probe.setAttribute('src', AMAZON);
  document.body.append(probe);
  // until() turns the event loop with setImmediate: a test here counts setInterval calls.
  await until(() => probe.getAttribute('src') === `https:${AMAZON}`, 'the fix of a picture added after');
  probe.remove();
}

describe('the marketplace image fix', () => {
  it('gives protocol-relative marketplace pictures https:, in src and in each srcset candidate', () => {
    start(`<img id="a" src="${SSL_IMAGES}" srcset="${SSL_IMAGES} 1x, //images-eu.ssl-images-amazon.com/images/I/51abc._SL320_.jpg 2x" alt="">`);
    expect(img('a').getAttribute('src')).toBe(`https:${SSL_IMAGES}`);
    expect(img('a').getAttribute('srcset')).toBe(`https:${SSL_IMAGES} 1x, https://images-eu.ssl-images-amazon.com/images/I/51abc._SL320_.jpg 2x`);
  });

  it('keeps the commas inside Amazon’s URLs, which belong to the URL, not between candidates', () => {
    const cropped = '//images-eu.ssl-images-amazon.com/images/I/51abc._CR0,0,300,300_.jpg';
    const small = '//images-eu.ssl-images-amazon.com/images/I/51abc._SR38,50_.jpg';
    start(`<img id="a" src="${cropped}" srcset="${small} 38w,${cropped} 300w" alt="">`);
    expect(img('a').getAttribute('src')).toBe(`https:${cropped}`);
    expect(img('a').getAttribute('srcset')).toBe(`https:${small} 38w,https:${cropped} 300w`);
  });

  it('upgrades only the marketplace candidates of a mixed srcset, leaving every other byte as printed', () => {
    const printed = (scheme: string) =>
      ` /wp-content/uploads/x,1.jpg 1x,\n  ${scheme}//images-eu.ssl-images-amazon.com/images/I/x._CR0,0,300,300_.jpg  2x ,//cdn.example.com/y.jpg 3x,,` +
      ` http://images-eu.ssl-images-amazon.com/z.jpg 4x,${scheme}//images-eu.ssl-images-amazon.com/images/I/w.jpg,`;
    start(`<img id="a" src="/wp-content/uploads/x.jpg" srcset="${printed('')}" alt="">`);
    expect(img('a').getAttribute('srcset')).toBe(printed('https:'));
  });

  it('ends a candidate at a comma that ends its URL, so the next candidate is read as one', () => {
    const larger = '//images-eu.ssl-images-amazon.com/images/I/51abc._SL320_.jpg';
    start(`<img id="a" src="/x.jpg" srcset="${SSL_IMAGES}, ${larger} 2x" alt="">`);
    expect(img('a').getAttribute('srcset')).toBe(`https:${SSL_IMAGES}, https:${larger} 2x`);
  });

  it('reads a comma inside a descriptor’s parentheses as part of the descriptor, as the HTML spec does', () => {
    const later = '//images-eu.ssl-images-amazon.com/images/I/b.jpg';
    start(`<img id="a" src="/x.jpg" srcset="${SSL_IMAGES} 1x (a,${later}) ,${later} 2x" alt="">`);
    // The first candidate's descriptors run to the comma after ")": the URL inside them is no candidate.
    expect(img('a').getAttribute('srcset')).toBe(`https:${SSL_IMAGES} 1x (a,${later}) ,https:${later} 2x`);
  });

  it('leaves a marketplace URL alone that is no address (a port out of range)', () => {
    const broken = '//images-eu.ssl-images-amazon.com:99999/x.jpg';
    start(`<img id="a" src="${broken}" alt="">`);
    expect(img('a').getAttribute('src')).toBe(broken);
  });

  it('writes nothing into an image without a marketplace URL, however its srcset is spaced', async () => {
    document.body.innerHTML = '<img id="a" src="//cdn.example.com/x.jpg" srcset=" //cdn.example.com/x.jpg 1x,//cdn.example.com/x2.jpg   2x " alt="">';
    const setAttribute = vi.spyOn(img('a'), 'setAttribute');
    const stop = service.start();
    if (stop) onTestFinished(stop);
    img('a').setAttribute('srcset', '/a.jpg 1x,/b.jpg 2x');
    await afterTheObserver();
    expect(setAttribute.mock.calls).toEqual([['srcset', '/a.jpg 1x,/b.jpg 2x']]);
    expect(img('a').getAttribute('src')).toBe('//cdn.example.com/x.jpg');
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
    await until(() => img('a').getAttribute('src') === `https:${AMAZON}`, 'the fix of the added picture');
    const setAttribute = vi.spyOn(img('a'), 'setAttribute');
    img('a').setAttribute('src', SSL_IMAGES);
    await until(() => img('a').getAttribute('src') === `https:${SSL_IMAGES}`, 'the fix of the changed src');
    await afterTheObserver();
    // The change asked for, then the fix: the fix's own change starts no third one.
    expect(setAttribute.mock.calls).toEqual([['src', SSL_IMAGES], ['src', `https:${SSL_IMAGES}`]]);
    expect(setInterval).not.toHaveBeenCalled();
  });

  it('fixes a picture inside a block added later, and a srcset changed later', async () => {
    start('<div id="later"></div>');
    const block = document.createElement('figure');
    block.innerHTML = `<img id="a" src="${AMAZON}" alt="">`;
    document.getElementById('later')!.append(block);
    await until(() => img('a').getAttribute('src') === `https:${AMAZON}`, 'the fix of the picture in the block');
    img('a').setAttribute('srcset', `${SSL_IMAGES} 2x`);
    await until(() => img('a').getAttribute('srcset') === `https:${SSL_IMAGES} 2x`, 'the fix of the changed srcset');
  });

  it('fixes nothing more once stopped', async () => {
    document.body.innerHTML = '<div id="later"></div>';
    service.start()?.();
    // An observer of the test's own, made after the service's, hears of a change after it would have.
    const heard = new Promise((resolve) => new MutationObserver(resolve).observe(document.body, { childList: true, subtree: true }));
    document.getElementById('later')!.innerHTML = `<img id="a" src="${AMAZON}" alt="">`;
    await heard;
    expect(img('a').getAttribute('src')).toBe(AMAZON);
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
