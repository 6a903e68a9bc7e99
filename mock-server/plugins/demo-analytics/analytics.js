/**
 * Demo stand-in for an analytics provider's script (gtag.js and the like): it reads `window.dataLayer`
 * as such scripts do, making no requests of its own. `window.demoAnalytics.received` keeps every item
 * it got; `sent` keeps those it would have sent on: none after a consent update with
 * `analytics_storage: 'denied'`, until one with 'granted' (consent mode). Served by the demo shop;
 * not part of the shop-islands bundle.
 */
(() => {
  'use strict';
  const layer = (window.dataLayer = window.dataLayer ?? []);
  const received = [];
  const sent = [];
  let storage = 'granted';
  const take = (item) => {
    received.push(item);
    if (item && item.event === 'consent_update') storage = item.analytics_storage === 'denied' ? 'denied' : 'granted';
    else if (storage === 'granted') sent.push(item);
  };
  layer.forEach(take);
  const push = layer.push.bind(layer);
  layer.push = (...items) => {
    items.forEach(take);
    return push(...items);
  };
  window.demoAnalytics = { received, sent };
})();
