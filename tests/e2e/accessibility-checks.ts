import type { Page } from 'playwright-core';

/**
 * WCAG 2.1 checks run in the page, for what the demo shop got wrong before: text contrast (1.4.3),
 * links told apart from the text around them by more than colour (1.4.1), links and buttons with a
 * name, and a name that contains the visible label (2.5.3). Each finding is one line naming the element.
 * A stand-in until axe-core is a devDependency: axe covers these and much more.
 */
export function accessibilityFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const findings: string[] = [];

    const parse = (color: string): Rgba => {
      const parts = color.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const over = (top: Rgba, below: Rgba): Rgba => {
      const a = top[3];
      return [top[0] * a + below[0] * (1 - a), top[1] * a + below[1] * (1 - a), top[2] * a + below[2] * (1 - a), 1];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const describe = (el: Element) => `${el.localName}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;

    /** The colour behind an element: its own and its ancestors' backgrounds, composited; null over a picture. */
    const backgroundOf = (el: Element): Rgba | null => {
      const layers: Rgba[] = [];
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== 'none') return null;
        const color = parse(style.backgroundColor);
        if (color[3] > 0) layers.push(color);
        if (color[3] === 1) break;
        // A dialog's backdrop is not an ancestor: a modal's box is always opaque, so it ends the walk.
      }
      return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const opacityOf = (el: Element) => {
      let opacity = 1;
      for (let node: Element | null = el; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
      return opacity;
    };
    const shown = (el: Element) => {
      const rect = el.getBoundingClientRect();
      return rect.width > 1 && rect.height > 1 && el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && !el.closest('[aria-hidden="true"], [inert]');
    };
    const inactive = (el: Element) => Boolean(el.closest(':disabled, [aria-disabled="true"]'));

    const textColourOf = (el: Element, background: Rgba): Rgba => {
      const colour = parse(getComputedStyle(el).color);
      const seen = over([colour[0], colour[1], colour[2], colour[3] * opacityOf(el)], background);
      return seen;
    };

    for (const el of document.body.querySelectorAll('*')) {
      const ownText = [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
      if (!ownText || !shown(el) || inactive(el) || el.closest('noscript, script, style, option, select')) continue;
      const background = backgroundOf(el);
      if (!background) continue;
      const style = getComputedStyle(el);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const needed = large ? 3 : 4.5;
      const found = ratio(textColourOf(el, background), background);
      if (found < needed) findings.push(`contrast ${found.toFixed(2)}:1 < ${needed}:1: ${describe(el)}`);
    }

    for (const link of document.body.querySelectorAll('a[href]')) {
      if (!shown(link)) continue;
      const parent = link.parentElement;
      const inText = parent && [...parent.childNodes].some((node) => node !== link && node.nodeType === Node.TEXT_NODE && /\w/.test(node.textContent ?? ''));
      if (!parent || !inText) continue;
      const underlined = getComputedStyle(link).textDecorationLine.includes('underline');
      const background = backgroundOf(parent) ?? [255, 255, 255, 1];
      const apart = ratio(textColourOf(link, background), textColourOf(parent, background));
      if (!underlined && apart < 3) findings.push(`link told apart by colour only (${apart.toFixed(2)}:1): ${describe(link)}`);
    }

    for (const control of document.body.querySelectorAll<HTMLElement>('a[href], button, [role="button"]')) {
      if (!shown(control)) continue;
      const label = control.getAttribute('aria-label');
      const labelledBy = control.getAttribute('aria-labelledby');
      const given = labelledBy ? labelledBy.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : label;
      const fromContent = control.innerText.trim() || [...control.querySelectorAll('img[alt], svg[aria-label]')].map((img) => img.getAttribute('alt') ?? img.getAttribute('aria-label')).join(' ');
      const name = given ?? (fromContent || control.title);
      if (!name.trim()) {
        findings.push(`no name: ${describe(control)} ${control.outerHTML.slice(0, 80)}`);
        continue;
      }
      const visible = control.innerText.replace(/\s+/g, ' ').replace(/[✓×♥♡]/g, '').trim();
      const squash = (text: string) => text.toLocaleLowerCase('nl').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
      if ((label !== null || labelledBy !== null) && visible && !squash(name).includes(squash(visible))) {
        findings.push(`name "${name}" lacks its label "${visible}": ${describe(control)}`);
      }
    }
    return findings;
  });
}
