import { afterEach, describe, expect, it, vi } from 'vitest';
import { actAsButton, makeButton } from './act-as-button.ts';

afterEach(() => document.body.replaceChildren());

/** A root with one control of each kind the theme prints, and what `act` was called with. */
function controls() {
  document.body.innerHTML = `
    <div id="root">
      <a class="control" id="bare" role="button"><span id="inside">Sluiten</span></a>
      <a class="control" id="link" href="#wishlist">Verlanglijst</a>
      <button class="control" id="button" type="button">Vergelijk</button>
      <span id="elsewhere">Tekst</span>
    </div>`;
  const root = document.getElementById('root')!;
  const acted: string[] = [];
  const stop = actAsButton(root, '.control', (control) => acted.push(control.id));
  return { root, acted, stop };
}

function press(target: Element, key: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

describe('a control that acts as a button', () => {
  it('acts on a click inside it, with the control itself', () => {
    const { acted } = controls();
    document.getElementById('inside')!.click();
    document.getElementById('elsewhere')!.click();
    expect(acted).toEqual(['bare']);
  });

  it('acts on Space for every control, without scrolling the page', () => {
    const { acted } = controls();
    const events = ['bare', 'link', 'button'].map((id) => press(document.getElementById(id)!, ' '));
    expect(acted).toEqual(['bare', 'link', 'button']);
    expect(events.map((event) => event.defaultPrevented)).toEqual([true, true, true]);
  });

  it('acts on Enter only where the browser does not already click: a link without href', () => {
    const { acted } = controls();
    const onLink = press(document.getElementById('link')!, 'Enter');
    const onButton = press(document.getElementById('button')!, 'Enter');
    const onBare = press(document.getElementById('bare')!, 'Enter');
    expect(acted).toEqual(['bare']);
    expect([onLink.defaultPrevented, onButton.defaultPrevented, onBare.defaultPrevented]).toEqual([false, false, true]);
  });

  it('leaves other keys, keys outside a control and keys another script handled', () => {
    const { root, acted } = controls();
    press(document.getElementById('bare')!, 'a');
    press(document.getElementById('elsewhere')!, ' ');
    root.addEventListener('keydown', (event) => event.preventDefault(), { capture: true });
    press(document.getElementById('bare')!, ' ');
    expect(acted).toEqual([]);
  });

  it('does not call act for a keydown whose target is not an element', () => {
    const act = vi.fn();
    const stop = actAsButton(document, '.control', act);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    stop();
    expect(act).not.toHaveBeenCalled();
  });

  it('stops listening when cleaned up', () => {
    const { acted, stop } = controls();
    stop();
    document.getElementById('bare')!.click();
    press(document.getElementById('bare')!, ' ');
    expect(acted).toEqual([]);
  });
});

describe('making a bare link a button', () => {
  it('gives it the role, a tab stop and the name when it has none of them', () => {
    const bare = document.createElement('a');
    const blank = Object.assign(document.createElement('a'), { textContent: ' \n ' });
    makeButton(bare, 'Verwijderen');
    makeButton(blank, 'Verwijderen');
    expect([bare.getAttribute('role'), bare.getAttribute('tabindex'), bare.getAttribute('aria-label')]).toEqual(['button', '0', 'Verwijderen']);
    expect(blank.getAttribute('aria-label')).toBe('Verwijderen');
  });

  it('keeps a link’s own tab stop, its text as name and a label it has', () => {
    const link = Object.assign(document.createElement('a'), { href: '#x', textContent: 'Wis' });
    const labelled = document.createElement('a');
    labelled.tabIndex = -1;
    labelled.setAttribute('aria-label', 'Sluiten');
    makeButton(link, 'Verwijderen');
    makeButton(labelled, 'Verwijderen');
    expect([link.hasAttribute('tabindex'), link.hasAttribute('aria-label')]).toEqual([false, false]);
    expect([labelled.tabIndex, labelled.getAttribute('aria-label')]).toEqual([-1, 'Sluiten']);
    const byReference = Object.assign(document.createElement('span'), { innerHTML: '<span class="comparelabel">Vergelijk</span>' });
    byReference.setAttribute('aria-labelledby', 'elders');
    makeButton(byReference, 'Vergelijken');
    expect([byReference.getAttribute('aria-labelledby'), byReference.hasAttribute('aria-label')]).toEqual(['elders', false]);
  });
});

describe('naming a theme control by its text', () => {
  it('names a span by the text of its elements, by reference, so text the theme’s CSS hides still names it and a change of it follows', () => {
    document.body.innerHTML = `<style>.comparecompact .comparelabel { display: none }</style>
      <span class="wpsm-button-new-compare comparecompact"><i class="rhicon re-icon-compare"></i><span class="comparelabel">Toevoegen aan vergelijken</span></span>
      <span class="rh_login_icon_n_btn"><i class="rhicon rhi-user"></i><span>Inloggen</span><b id="own"> / Registreren</b></span>`;
    const [compare, login] = [...document.body.querySelectorAll<HTMLElement>('span[class]')].filter((span) => span.parentElement === document.body);
    makeButton(compare!, 'Toevoegen aan vergelijking');
    makeButton(login!, 'Inloggen');
    const named = (control: HTMLElement) => control.getAttribute('aria-labelledby')!.split(' ').map((id) => document.getElementById(id)!.textContent).join('');
    expect([compare!.getAttribute('aria-label'), named(compare!), named(login!)]).toEqual([null, 'Toevoegen aan vergelijken', 'Inloggen / Registreren']);
    expect(login!.getAttribute('aria-labelledby')).toMatch(/^si-name-\d+ own$/);
    compare!.querySelector('.comparelabel')!.textContent = 'Vergeleken';
    expect(named(compare!)).toBe('Vergeleken');
  });

  it('leaves text right in the control to name it, leaves out text hidden from screen readers, and names an element without other text by the label', () => {
    const link = Object.assign(document.createElement('span'), { innerHTML: 'Sluiten <i class="rhicon"></i>' });
    const icon = Object.assign(document.createElement('span'), { innerHTML: '<i class="rhicon rhi-times"></i><span aria-hidden="true">×</span>' });
    const close = Object.assign(document.createElement('a'), { innerHTML: '<span aria-hidden="true">×</span><span class="screen-reader-text" id="close-text">Zoeken sluiten</span>' });
    makeButton(link, 'Verwijderen');
    makeButton(icon, 'Sluiten');
    makeButton(close, 'Sluiten');
    expect([link.hasAttribute('aria-label'), link.hasAttribute('aria-labelledby'), icon.getAttribute('aria-label')]).toEqual([false, false, 'Sluiten']);
    expect(close.getAttribute('aria-labelledby')).toBe('close-text');
  });
});
