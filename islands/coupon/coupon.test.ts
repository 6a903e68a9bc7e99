import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import userEvent from '@testing-library/user-event';
import { openDemoPage } from '../../tests/unit/demo-page.ts';
import { watchNextClick } from '../../tests/unit/next-click.ts';
import { ensureModalRoot, unmountModalRoot } from '../../src/ui/modal/mount-modal.ts';
import { closeModal, openModal } from '../../src/stores/modal.ts';
import { printGlobals } from '../../tests/unit/host-globals.ts';
import { loadCode } from '../../src/island-code.ts';
import island from './index.ts';
import { CouponReveal } from './coupon-reveal.tsx';

// Its own code as it is; a test fails one load to stand for the reveal's code that did not arrive.
vi.mock('../../src/island-code.ts', { spy: true });

afterEach(() => {
  unmountModalRoot();
  vi.restoreAllMocks();
});

/** The reveal's feedback line, where the shopper reads whether the code was copied. */
const FEEDBACK = '.si-coupon-reveal__feedback';

function stubNavigation() {
  const opened = vi.spyOn(window, 'open').mockImplementation(() => window);
  const assigned = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  return { opened, assigned };
}

/** One coupon as the theme prints it, mounted by the island. */
function printCoupon(attributes: string, className = 'rehub_offer_coupon masked_coupon', text = 'Toon kortingscode'): HTMLElement {
  document.body.innerHTML = `<div class="reveal_enabled"><a class="${className}" ${attributes}>${text}</a></div>`;
  const coupon = document.querySelector<HTMLElement>('.rehub_offer_coupon')!;
  island.mount(coupon);
  return coupon;
}

describe('a masked coupon', () => {
  it('opens this page with its codeid in a new window and sends this window to the offer', async () => {
    const page = await openDemoPage('/deals/?orderby=price&codetext=OUD');
    await page.mount(['coupon'], { now: true });
    const { opened, assigned } = stubNavigation();
    const coupon = document.querySelector<HTMLElement>('#deal-101 .masked_coupon')!;
    await userEvent.click(coupon);
    expect(opened).toHaveBeenCalledWith(`${location.origin}/deals/?orderby=price&codeid=101`, '_blank');
    expect(assigned).toHaveBeenCalledWith(`${location.origin}/product/linnen-shirt/`);
  });

  it("sends this window to an offer on another site, which the theme printed, and not to a fragment of this page", async () => {
    const { opened, assigned } = stubNavigation();
    await userEvent.click(printCoupon('data-codeid="9" data-clipboard-text="X" data-dest="https://partner.test/deal"'));
    expect([opened.mock.calls.length, assigned.mock.calls]).toEqual([1, [['https://partner.test/deal']]]);
    assigned.mockClear();
    await userEvent.click(printCoupon('data-codeid="9" data-clipboard-text="X" data-dest="#top"'));
    expect(assigned).not.toHaveBeenCalled();
  });

  it('is a link the keyboard already reaches when the theme printed one (no tabindex of its own), and leaves a modified click to it', async () => {
    const { opened } = stubNavigation();
    const coupon = printCoupon('href="/deals/?codeid=9" data-codeid="9" data-clipboard-text="X" data-dest=""');
    expect([coupon.getAttribute('role'), coupon.hasAttribute('tabindex')]).toEqual(['button', false]);
    const click = watchNextClick();
    coupon.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect([click.leftToTheBrowser, opened.mock.calls.length]).toEqual([true, 0]);
  });

  it('is a button for the keyboard: Enter and Space reveal it', async () => {
    const { opened } = stubNavigation();
    const coupon = printCoupon('data-codeid="9" data-clipboard-text="X" data-dest="https://partner.test/"');
    expect(coupon.getAttribute('role')).toBe('button');
    expect(coupon.getAttribute('tabindex')).toBe('0');
    coupon.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['no destination', ''],
    ['a destination of "#"', '#'],
    ['a javascript: destination', 'javascript:alert(1)'],
    ['a data: destination', 'data:text/html,<b>x</b>'],
    ['a destination of " #top" (a fragment after a space)', ' #top'],
  ])('with %s opens the reveal window and leaves this window where it is', async (_name, dest) => {
    const { opened, assigned } = stubNavigation();
    const coupon = printCoupon(`data-codeid="9" data-clipboard-text="X" data-dest="${dest}"`);
    await userEvent.click(coupon);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(assigned).not.toHaveBeenCalled();
  });

  it('opens no window without a codeid or codetext, but still goes to the offer', async () => {
    const { opened, assigned } = stubNavigation();
    const coupon = printCoupon('data-clipboard-text="X" data-dest="https://partner.test/deal"');
    await userEvent.click(coupon);
    expect(opened).not.toHaveBeenCalled();
    expect(assigned).toHaveBeenCalledWith('https://partner.test/deal');
  });

  it('copies nothing and goes nowhere when the theme printed neither a code nor an offer', async () => {
    const { opened, assigned } = stubNavigation();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(printCoupon(''));
    expect([writeText.mock.calls, opened.mock.calls, assigned.mock.calls]).toEqual([[], [], []]);
  });

  it('still opens the reveal window where the browser offers no clipboard (no secure context)', async () => {
    const { opened } = stubNavigation();
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(undefined as unknown as Clipboard);
    await userEvent.click(printCoupon('data-codeid="9" data-clipboard-text="X" data-dest=""'));
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('shows the reveal page in this window when the pop-up is blocked, so the code is not lost', async () => {
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    const assigned = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const coupon = printCoupon('data-codetext="ZOMER 10" data-clipboard-text="ZOMER%2010" data-dest="https://partner.test/"');
    await userEvent.click(coupon);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(assigned).toHaveBeenCalledTimes(1);
    expect(new URL(assigned.mock.calls[0]![0] as string).searchParams.get('codetext')).toBe('ZOMER 10');
  });

  it('copies the decoded code within the click', async () => {
    stubNavigation();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const coupon = printCoupon('data-codetext="ZOMER 10" data-clipboard-text="ZOMER%2010" data-dest=""');
    await userEvent.click(coupon);
    expect(writeText).toHaveBeenCalledWith('ZOMER 10');
  });

  it('copies and shows a code decoded once, also one that a second decoding would change', async () => {
    stubNavigation();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    // The feed encoded the code "KORTING%20" once more: decoding it twice would copy "KORTING 10".
    await userEvent.click(printCoupon('data-codeid="9" data-clipboard-text="KORTING%252010" data-dest=""'));
    expect(writeText).toHaveBeenCalledWith('KORTING%2010');
    const expired = printCoupon('data-codeid="9" data-clipboard-text="KORTING%252010" data-dest=""', 'rehub_offer_coupon masked_coupon expired_coupon');
    expect(expired.querySelector('.coupon_text')?.textContent).toBe('KORTING%2010');
  });
});

describe('an expired coupon', () => {
  it("shows its code in place of the theme's mask, says it is disabled and does nothing on click", async () => {
    const { opened, assigned } = stubNavigation();
    const coupon = printCoupon('data-codeid="9" data-clipboard-text="1e5" data-dest="https://partner.test/"', 'rehub_offer_coupon masked_coupon expired_coupon btn_offer_block');
    expect(coupon.querySelector('.coupon_text')?.textContent).toBe('1e5');
    expect(coupon.classList.contains('masked_coupon')).toBe(false);
    expect(coupon.closest('.reveal_enabled')).toBeNull();
    expect(coupon.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: '1e5 (verlopen)' })).toBe(coupon);
    await userEvent.click(coupon);
    expect(opened).not.toHaveBeenCalled();
    expect(assigned).not.toHaveBeenCalled();
  });
});

describe('a coupon the theme prints revealed', () => {
  it('keeps the shopper on the page when its code is clicked (to select or copy it), and lets go once unmounted', () => {
    const { opened } = stubNavigation();
    document.body.innerHTML = '<a class="rehub_offer_coupon" href="https://partner.test/" data-clipboard-text="ZOMER10">ZOMER10</a>';
    const coupon = document.querySelector<HTMLElement>('.rehub_offer_coupon')!;
    const stop = island.mount(coupon);
    const click = () => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      coupon.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect([click(), coupon.getAttribute('role'), opened.mock.calls.length]).toEqual([true, null, 0]);
    stop?.();
    expect(click()).toBe(false);
  });
});

describe('the reveal page', () => {
  it('unmasks the coupon it was opened for and opens the reveal modal with the code, the print block and the offer', async () => {
    const page = await openDemoPage('/deals/?codeid=101');
    await page.mount(['coupon'], { now: true });
    const dialog = await screen.findByRole('dialog', { name: 'Hier is je kortingscode' });
    expect(dialog.style.maxWidth).toBe('650px');
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Hier is je kortingscode' }).value).toBe('LINNEN15');
    expect(within(dialog).getByRole<HTMLInputElement>('textbox').readOnly).toBe(true);
    expect(dialog.querySelector('.printmecoupondiv .printcoupon_wrap')?.textContent).toBe('LINNEN15');
    expect(within(dialog).getByRole<HTMLAnchorElement>('link', { name: 'Ga naar de website' }).href).toBe(`${location.origin}/product/linnen-shirt/`);
    const card = document.querySelector<HTMLElement>('#deal-101 .rehub_offer_coupon')!;
    expect(card.classList.contains('not_masked_coupon')).toBe(true);
  });

  it("unmasks a coupon of the theme's own markup as the theme's revealed coupon: its code as text, no longer a button or a link", () => {
    vi.stubGlobal('location', new URL('http://127.0.0.1:8080/deals/?codeid=9'));
    onTestFinished(() => void vi.unstubAllGlobals());
    const coupon = printCoupon('href="/deals/?codeid=9" role="button" tabindex="0" data-codeid="9" data-clipboard-text="ZOMER10"', 'rehub_offer_coupon masked_coupon btn_offer_block', 'Toon kortingscode');
    expect([coupon.className, coupon.closest('.reveal_enabled'), coupon.getAttribute('role'), coupon.getAttribute('tabindex'), coupon.getAttribute('href')]).toEqual(['rehub_offer_coupon not_masked_coupon', null, null, null, null]);
    expect(coupon.querySelector('.coupon_text')?.textContent).toBe('ZOMER10');
    // What else the theme printed beside its own code text stays.
    const iconed = printCoupon('data-codeid="9" data-clipboard-text="ZOMER10"', 'rehub_offer_coupon masked_coupon', '<i class="rhicon rhi-scissors"></i><span class="coupon_text">Toon kortingscode</span>');
    expect([iconed.querySelector('.rhicon') !== null, iconed.querySelector('.coupon_text')?.textContent]).toEqual([true, 'ZOMER10']);
  });

  it('still shows the code when the reveal modal’s code does not arrive', async () => {
    const { loadCode: arrives } = await vi.importActual<typeof import('../../src/island-code.ts')>('../../src/island-code.ts');
    const isReveal = (load: () => Promise<unknown>) => String(load).includes('show-coupon-reveal');
    // The coupons' own code arrives; the reveal's does not.
    vi.mocked(loadCode).mockImplementation((load) => (isReveal(load) ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : arrives(load)));
    onTestFinished(() => {
      vi.mocked(loadCode).mockReset();
    });
    const page = await openDemoPage('/deals/?codeid=101');
    await page.mount(['coupon'], { now: true });
    await waitFor(() => expect(vi.mocked(loadCode).mock.calls.some(([load]) => isReveal(load))).toBe(true));
    const reveal = vi.mocked(loadCode).mock.calls.findIndex(([load]) => isReveal(load));
    await vi.mocked(loadCode).mock.results[reveal]!.value.catch(() => undefined);
    const card = document.querySelector<HTMLElement>('#deal-101 .rehub_offer_coupon')!;
    expect([card.classList.contains('not_masked_coupon'), card.textContent?.includes('LINNEN15')]).toEqual([true, true]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('finds a codetext coupon by its text and shows its code decoded once', async () => {
    // The server prints the coupon masked: as Rehub does, no reveal section for codetext.
    document.body.innerHTML = '';
    const page = await openDemoPage('/deals/');
    window.history.replaceState(null, '', '/deals/?codetext=ZOMER+10');
    await page.mount(['coupon'], { now: true });
    const dialog = await screen.findByRole('dialog', { name: 'Hier is je kortingscode' });
    expect(within(dialog).getByRole<HTMLInputElement>('textbox').value).toBe('ZOMER 10');
    expect(document.querySelector('#deal-114 .coupon_text')?.textContent).toBe('ZOMER 10');
    expect(within(dialog).getByRole<HTMLAnchorElement>('link', { name: 'Ga naar de website' }).href).toBe('https://aanbieding.example/zomerjurken');
  });

  it('copies with the clipboard and announces the theme text; when refused, selects the field and says so', async () => {
    const page = await openDemoPage('/deals/?codeid=101');
    await page.mount(['coupon'], { now: true });
    const dialog = await screen.findByRole('dialog', { name: 'Hier is je kortingscode' });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Code kopiëren' }));
    expect(writeText).toHaveBeenCalledWith('LINNEN15');
    // In the feedback the shopper reads: the announcer in the dialog says the same words 50 ms later.
    expect(await within(dialog).findByText('Gekopieerd!', { selector: FEEDBACK })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.si-announcer')?.textContent).toBe('Gekopieerd!'));

    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Code kopiëren' }));
    expect(await within(dialog).findByText(/De code is geselecteerd/, { selector: FEEDBACK })).toBeTruthy();
    const field = within(dialog).getByRole<HTMLInputElement>('textbox');
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'LINNEN15'.length]);
  });

  it('opens nothing for a parameter that names no coupon, and renders a hostile one as nothing but text', async () => {
    const page = await openDemoPage(`/deals/?codetext=${encodeURIComponent('<img src=x onerror="window.hacked=1">')}`);
    await page.mount(['coupon'], { now: true });
    // Every coupon mounted as a masked button: none showed its code, which the reveal modal only ever follows.
    expect([...document.querySelectorAll('.masked_coupon')].map((coupon) => coupon.getAttribute('role'))).toEqual(['button', 'button', 'button']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it("shows the theme's own texts where it prints them, and no feedback before the shopper copies", async () => {
    const page = await openDemoPage('/deals/?codeid=101');
    printGlobals({ coupvars: { coupontextready: 'Jouw code', coupontextcopied: 'Staat op je klembord', coupongotowebsite: 'Naar de winkel', couponorcheck: 'Of kijk in het andere venster' } });
    await page.mount(['coupon'], { now: true });
    const dialog = await screen.findByRole('dialog', { name: 'Jouw code' });
    expect(within(dialog).getByRole('link', { name: 'Naar de winkel' })).toBeTruthy();
    expect(dialog.querySelector('.cpn_info_bl')?.textContent).toBe('Of kijk in het andere venster');
    expect(dialog.querySelector(FEEDBACK)?.textContent).toBe('');
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Code kopiëren' }));
    expect(await within(dialog).findByText('Staat op je klembord', { selector: FEEDBACK })).toBeTruthy();
  });

  it('selects the whole code when the shopper comes back to its field', async () => {
    const page = await openDemoPage('/deals/?codeid=101');
    await page.mount(['coupon'], { now: true });
    const dialog = await screen.findByRole('dialog', { name: 'Hier is je kortingscode' });
    const field = within(dialog).getByRole<HTMLInputElement>('textbox');
    field.setSelectionRange(3, 3);
    field.blur();
    field.focus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'LINNEN15'.length]);
  });

  it('leaves a modal the shopper already has open, and still shows the code on the page', async () => {
    const page = await openDemoPage('/deals/?codeid=101');
    ensureModalRoot();
    openModal({ title: 'Maattabel', content: { kind: 'text', text: 'S, M, L' } });
    await screen.findByRole('dialog', { name: 'Maattabel' });
    await page.mount(['coupon'], { now: true });
    const isReveal = (load: () => Promise<unknown>) => String(load).includes('show-coupon-reveal');
    await waitFor(() => expect(vi.mocked(loadCode).mock.calls.some(([load]) => isReveal(load))).toBe(true));
    const reveal = vi.mocked(loadCode).mock.calls.findIndex(([load]) => isReveal(load));
    await vi.mocked(loadCode).mock.results[reveal]!.value;
    expect(screen.getByRole('dialog', { name: 'Maattabel' }).textContent).toContain('S, M, L');
    expect(screen.queryByRole('dialog', { name: 'Hier is je kortingscode' })).toBeNull();
    expect(document.querySelector('#deal-101 .coupon_text')?.textContent).toBe('LINNEN15');
  });

  it('shows a copy of the print block without its ids, so none is on the page twice', async () => {
    vi.stubGlobal('location', new URL('http://127.0.0.1:8080/deals/?codeid=9'));
    onTestFinished(() => void vi.unstubAllGlobals());
    document.body.innerHTML = `
      <section id="coupon_code_in_modal" hidden><div class="printmecoupondiv" id="printblock"><span id="printcode">ZOMER10</span></div></section>
      <div class="reveal_enabled"><a class="rehub_offer_coupon masked_coupon" data-codeid="9" data-clipboard-text="ZOMER10">Toon kortingscode</a></div>`;
    island.mount(document.querySelector<HTMLElement>('.rehub_offer_coupon')!);
    const dialog = await screen.findByRole('dialog', { name: 'Hier is je kortingscode' });
    expect(dialog.querySelector('.printmecoupondiv #printcode, .printmecoupondiv')?.textContent).toBe('ZOMER10');
    expect([document.querySelectorAll('[id="printblock"]').length, document.querySelectorAll('[id="printcode"]').length]).toEqual([1, 1]);
  });

  it('leaves no error behind when the shopper closes the reveal before the clipboard refuses', async () => {
    const page = await openDemoPage('/deals/?codeid=101');
    await page.mount(['coupon'], { now: true });
    const dialog = await screen.findByRole('dialog', { name: 'Hier is je kortingscode' });
    let refuse: (reason: unknown) => void = () => undefined;
    vi.spyOn(navigator.clipboard, 'writeText').mockReturnValue(new Promise((_resolve, reject) => (refuse = reject)));
    const errors: unknown[] = [];
    const onError = (reason: unknown) => void errors.push(reason);
    process.on('unhandledRejection', onError);
    onTestFinished(() => void process.off('unhandledRejection', onError));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Code kopiëren' }));
    closeModal();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    refuse(new DOMException('denied', 'NotAllowedError'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(errors).toEqual([]);
  });
});

describe('the reveal', () => {
  it('shows the print block it is given, also when given another one', () => {
    const block = (text: string) => Object.assign(document.createElement('div'), { className: 'printmecoupondiv', textContent: text });
    const texts = { copied: 'Gekopieerd!', goToWebsite: 'Ga naar de website', orCheck: 'Of bekijk het nieuwe venster met de aanbieding.' };
    const { container, rerender } = render(createElement(CouponReveal, { code: 'ZOMER10', destination: null, printBlock: block('ZOMER10 tot 1 juli'), texts }));
    rerender(createElement(CouponReveal, { code: 'ZOMER10', destination: null, printBlock: block('ZOMER10 tot 1 augustus'), texts }));
    expect(container.querySelector('.si-coupon-reveal__print')?.textContent).toBe('ZOMER10 tot 1 augustus');
  });
});
