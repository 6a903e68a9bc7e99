/**
 * Keeps keyboard focus across a replacement of server HTML. Replacing the mini-cart removes the
 * element that had focus (the plus button just pressed, a remove link), which drops focus to <body>:
 * a keyboard shopper would have to start again from the top of the page. The focused element's
 * place (which match of which selector, then the child indexes down to it) is followed again in
 * the new HTML, which has the same shape when only a quantity or a line changed.
 */

function pathFrom(root: Element, target: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = target; node && node !== root; node = node.parentElement) {
    const parent: Element | null = node.parentElement;
    if (!parent) return [];
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
  }
  return path;
}

function follow(root: Element, path: number[]): Element | null {
  let node: Element | null = root;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}

function matches(selector: string): Element[] {
  try {
    return Array.from(document.querySelectorAll(selector));
  } catch {
    return [];
  }
}

export function keepFocus(selectors: readonly string[], replace: () => void): void {
  const active = document.activeElement;
  let restore: (() => void) | undefined;
  // The body is in none of the replaced elements: focus already lost has no place to keep.
  if (active instanceof HTMLElement) {
    for (const selector of selectors) {
      const targets = matches(selector);
      const index = targets.findIndex((target) => target.contains(active));
      const target = targets[index];
      if (!target) continue;
      const path = pathFrom(target, active);
      restore = () => {
        const fresh = matches(selector)[index];
        const equivalent = fresh ? follow(fresh, path) : null;
        if (equivalent instanceof HTMLElement) equivalent.focus({ preventScroll: true });
      };
      break;
    }
  }
  replace();
  // Only when focus was actually lost: a replacement elsewhere on the page leaves it where it is.
  if (restore && (!document.activeElement || document.activeElement === document.body)) restore();
}
