import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { sizeChart } from '../../mock-server/views/size-chart.ts';
import island from './index.ts';

/** The demo's size chart, or the theme's own markup (a bare span trigger), mounted by the island. */
function printPopup(markup = String(sizeChart())): { trigger: HTMLElement; popup: HTMLElement } {
  document.body.innerHTML = `<button type="button">Eerder</button>${markup}<button type="button">Later</button>`;
  const trigger = document.querySelector<HTMLElement>('.csspopuptrigger')!;
  island.mount(trigger);
  return { trigger, popup: document.querySelector<HTMLElement>('.csspopup')! };
}

const locked = () => document.documentElement.classList.contains('si-scroll-locked');

describe('a CSS popup', () => {
  it('opens as a dialog named by its heading, locks scrolling and moves focus in', async () => {
    const { trigger, popup } = printPopup();
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Maattabel' }));
    expect(popup.classList.contains('active')).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Maattabel' })).toBe(popup);
    expect(locked()).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sluiten' }));
    // The theme's link would have changed the address.
    expect(location.hash).toBe('');
  });

  it('keeps Tab inside while open, and closes with Escape with focus back on the trigger and scrolling unlocked', async () => {
    const { trigger, popup } = printPopup();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(popup.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(popup.classList.contains('active')).toBe(false);
    expect(document.activeElement).toBe(trigger);
    expect(locked()).toBe(false);
  });

  it('closes with its close control and with a click on its background, not on its content', async () => {
    const { trigger, popup } = printPopup();
    await userEvent.click(trigger);
    await userEvent.click(popup.querySelector('table')!);
    expect(popup.classList.contains('active')).toBe(true);
    await userEvent.click(popup);
    expect(popup.classList.contains('active')).toBe(false);
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(popup.classList.contains('active')).toBe(false);
    expect(locked()).toBe(false);
  });

  it("makes the theme's bare span trigger and close a keyboard button", async () => {
    const { trigger, popup } = printPopup(
      '<span class="csspopuptrigger" data-popup="chart">Maten</span><div class="csspopup" id="chart"><div class="csspopupinner"><span class="cpopupclose"></span><h3>Maten</h3></div></div>',
    );
    expect(trigger.tabIndex).toBe(0);
    trigger.focus();
    await userEvent.keyboard(' ');
    expect(popup.classList.contains('active')).toBe(true);
    const close = screen.getByRole('button', { name: 'Sluiten' });
    expect(document.activeElement).toBe(close);
    await userEvent.keyboard('{Enter}');
    expect(popup.classList.contains('active')).toBe(false);
  });

  it('leaves a trigger whose popup is missing alone', () => {
    const { trigger } = printPopup('<span class="csspopuptrigger" data-popup="none">Niets</span>');
    expect(trigger.getAttribute('role')).toBeNull();
  });

  it("names an icon trigger by its popup's heading, and opens a popup without a heading, named by nothing made up", async () => {
    const { trigger } = printPopup('<span class="csspopuptrigger" data-popup="chart"><i class="rhicon rhi-ruler"></i></span><div class="csspopup" id="chart"><div class="csspopupinner"><span class="cpopupclose"></span><h3> Maten </h3></div></div>');
    expect(screen.getByRole('button', { name: 'Maten' })).toBe(trigger);
    const { popup } = printPopup('<span class="csspopuptrigger" data-popup="plain">Info</span><div class="csspopup" id="plain"><div class="csspopupinner"><span class="cpopupclose"></span><p>Tekst</p></div></div>');
    await userEvent.click(screen.getByRole('button', { name: 'Info' }));
    expect([popup.classList.contains('active'), popup.hasAttribute('aria-labelledby')]).toEqual([true, false]);
  });
});
