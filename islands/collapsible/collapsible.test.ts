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
    const block = print('<div class="rh-tabletext-block"><h4>Zonder knop</h4></div>');
    expect(block.querySelector('[role="button"]')).toBeNull();
  });
});
