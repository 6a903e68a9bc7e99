/**
 * Demo stand-in for an analytics provider's script (gtag.js and the like): it reads `window.dataLayer`
 * as such scripts do and keeps what it received in `window.demoAnalytics.received`, making no
 * requests of its own. Served by the demo shop; not part of the shop-islands bundle.
 */
(() => {
  'use strict';
  const layer = (window.dataLayer = window.dataLayer ?? []);
  const received = [...layer];
  const push = layer.push.bind(layer);
  layer.push = (...items) => {
    received.push(...items);
    return push(...items);
  };
  window.demoAnalytics = { received };
})();
