import type { LoadStrategy } from './strategy.ts';

/** While the media query (`option`) matches, e.g. the mobile menu below 1024 px: at once, or when it starts to. */
export const media: LoadStrategy = (_el, start, query = 'all') => {
  const list = matchMedia(query);
  const onChange = () => {
    if (!list.matches) return;
    list.removeEventListener('change', onChange);
    void start();
  };
  list.addEventListener('change', onChange);
  onChange();
  return () => list.removeEventListener('change', onChange);
};
