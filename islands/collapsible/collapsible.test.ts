import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import island from './index.ts';

function print(markup: string): HTMLElement {
  document.body.innerHTML = markup;
  const block = document.querySelector<HTMLElement>('.r_offer_details, .rh-tabletext-block')!;
  island.mount(block);
  return block;
}

describe('collapsible offer details', () => {
  const markup = `<div class="r_offer_details"><span class="r_show_hide">Details tonen</span><div class="hide_dls_onclk">Kort</div><div class="open_dls_onclk"><p>Geldig op alle maten.</p></div></div>`;

  it('makes the toggle a button that controls the details and says whether they are open', async () => {
    print(markup);
    const toggle = screen.getByRole('button', { name: 'Details tonen' });
    const details = document.querySelector<HTMLElement>('.open_dls_onclk')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(details.id);
    await userEvent.click(toggle);
    expect(details.classList.contains('rh_collapse_in')).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.classList.contains('r_show_active')).toBe(true);
    expect(document.querySelector('.hide_dls_onclk')!.classList.contains('rhhidden')).toBe(true);
  });

  it('opens and closes with Enter and Space', async () => {
    print(markup);
    const toggle = screen.getByRole('button', { name: 'Details tonen' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('a collapsible table block', () => {
  it("names its empty toggle by the block's heading and closes the block with closedtable", async () => {
    const block = print(
      `<div class="rh-tabletext-block"><div class="rh-tabletext-block-heading"><span class="toggle-this-table"></span><h4>Prijslijst</h4></div><div class="rh-tabletext-block-wrapper">Inhoud</div></div>`,
    );
    const toggle = screen.getByRole('button', { name: 'Prijslijst' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(toggle);
    expect(block.classList.contains('closedtable')).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // The content stays in the page, as the server printed it.
    expect(block.textContent).toContain('Inhoud');
  });

  it('leaves a block without its toggle or content alone', () => {
    for (const markup of [
      '<div class="rh-tabletext-block"><h4>Zonder knop</h4><div class="rh-tabletext-block-wrapper">Inhoud</div></div>',
      '<div class="rh-tabletext-block"><span class="toggle-this-table"></span><h4>Zonder inhoud</h4></div>',
      '<div class="r_offer_details"><span class="r_show_hide">Details tonen</span></div>',
      '<div class="r_offer_details"><div class="open_dls_onclk">Geldig op alle maten.</div></div>',
    ]) {
      const block = print(markup);
      expect(block.querySelector('[role="button"], [aria-controls]')).toBeNull();
    }
  });

  it('says a block the server printed closed is closed', () => {
    print(`<div class="rh-tabletext-block closedtable"><div class="rh-tabletext-block-heading"><span class="toggle-this-table"></span><h4>Prijslijst</h4></div><div class="rh-tabletext-block-wrapper">Inhoud</div></div>`);
    expect(screen.getByRole('button', { name: 'Prijslijst' }).getAttribute('aria-expanded')).toBe('false');
  });

  it("keeps a toggle's own name, and names none without a heading", () => {
    const block = (toggle: string, heading = '<h4>Prijslijst</h4>') =>
      `<div class="rh-tabletext-block"><div class="rh-tabletext-block-heading">${toggle}${heading}</div><div class="rh-tabletext-block-wrapper">Inhoud</div></div>`;
    document.body.innerHTML = [block('<span class="toggle-this-table" aria-label="Tabel inklappen"></span>'), block('<span class="toggle-this-table">Inklappen</span>'), block('<span class="toggle-this-table"></span>', '')].join('');
    const toggles = [...document.querySelectorAll<HTMLElement>('.rh-tabletext-block')].map((each) => {
      island.mount(each);
      return each.querySelector('.toggle-this-table')!;
    });
    expect(toggles.map((toggle) => toggle.getAttribute('aria-labelledby'))).toEqual([null, null, null]);
    expect(screen.getByRole('button', { name: 'Tabel inklappen' })).toBe(toggles[0]);
    expect(screen.getByRole('button', { name: 'Inklappen' })).toBe(toggles[1]);
  });
});

describe('every collapsible', () => {
  it('ties its toggle to its content by an id of its own, or by the id the server gave it', () => {
    const offer = (id = '') => `<div class="r_offer_details"><button type="button" class="r_show_hide">Details tonen</button><div class="open_dls_onclk"${id}>Geldig</div></div>`;
    document.body.innerHTML = offer() + offer() + offer(' id="voorwaarden"');
    const blocks = [...document.querySelectorAll<HTMLElement>('.r_offer_details')];
    for (const block of blocks) island.mount(block);
    const controlled = blocks.map((block) => block.querySelector('.r_show_hide')!.getAttribute('aria-controls'));
    expect(controlled[0]).toMatch(/^si-collapsible-\d+$/);
    expect(new Set(controlled).size).toBe(3);
    expect(controlled[2]).toBe('voorwaarden');
    expect(controlled.map((id) => document.getElementById(id!)?.textContent)).toEqual(['Geldig', 'Geldig', 'Geldig']);
    // A real button needs no role or tab stop of its own.
    expect([blocks[0]!.querySelector('.r_show_hide')!.getAttribute('role'), blocks[0]!.querySelector('.r_show_hide')!.getAttribute('tabindex')]).toEqual([null, null]);
  });
});
