import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeNotice } from '../../mock-server/views/store-notice.ts';
import { readCookie } from '../../src/dom/cookies.ts';
import island from './index.ts';

const TEXT = 'Gratis verzending vanaf € 50 — dit is een demowinkel.';

function printNotice(markup = storeNotice(TEXT, false).markup): HTMLElement {
  document.body.innerHTML = markup;
  const notice = document.querySelector<HTMLElement>('.woocommerce-store-notice');
  if (!notice) throw new Error('no notice');
  island.mount(notice);
  return notice;
}

const cookieName = () => `store_notice${document.querySelector<HTMLElement>('.woocommerce-store-notice')?.dataset.noticeId ?? ''}`;

describe('the store notice', () => {
  it('hides when dismissed and remembers it in the cookie store_notice{id}', async () => {
    const notice = printNotice();
    expect(screen.getByText(/Gratis verzending/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(notice.hidden).toBe(true);
    expect(readCookie(cookieName())).toBe('hidden');
    expect(location.hash).toBe('');
  });

  it('stays hidden on a later page, even one printed visible (a cached page)', () => {
    document.cookie = `store_notice${storeNoticeIdOf(TEXT)}=hidden; path=/`;
    const notice = printNotice();
    expect(notice.hidden).toBe(true);
  });

  it('shows a notice WooCommerce printed with display:none', () => {
    const notice = printNotice(storeNotice(TEXT, false).markup.replace('<p ', '<p style="display:none;" '));
    expect(notice.hidden).toBe(false);
    expect(notice.style.display).toBe('');
  });

  it('moves focus on to what follows the notice once it is hidden', async () => {
    printNotice(`${storeNotice(TEXT, false).markup}<header><a href="/">Modehuis Klederdracht</a></header>`);
    await userEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Modehuis Klederdracht' }));
  });

  it('is dismissed with the space bar, as a button is', async () => {
    const notice = printNotice();
    screen.getByRole('button', { name: 'Sluiten' }).focus();
    await userEvent.keyboard(' ');
    expect(notice.hidden).toBe(true);
  });
});

function storeNoticeIdOf(text: string): string {
  document.body.innerHTML = storeNotice(text, false).markup;
  return document.querySelector<HTMLElement>('.woocommerce-store-notice')?.dataset.noticeId ?? '';
}
