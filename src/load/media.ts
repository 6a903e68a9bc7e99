import type { LoadStrategy } from './strategy.ts';

/** While the media query (`option`) matches, e.g. the mobile menu below 1024 px: at once, or when it starts to. */
export const media: LoadStrategy = (_el, start, query) => {
  const list = query ? window.matchMedia(query) : null;
  if (!list || list.matches) {
    void start();
    return () => undefined;
  }
  const onChange = () => {
    if (!list.matches) return;
    list.removeEventListener('change', onChange);
    void start();
  };
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
