/**
 * An eslint-module-utils resolver (interface 2) for Vite's query imports (`./toast.css?inline`): the
 * file before the query, so the boundaries lint sees which layer's file a stylesheet is instead of an
 * unknown place. Every other import is left to the node resolver before it.
 */
const { existsSync } = require('node:fs');
const path = require('node:path');

exports.interfaceVersion = 2;
exports.resolve = (source, file) => {
  const query = source.indexOf('?');
  if (!source.startsWith('.') || query < 0) return { found: false };
  const resolved = path.resolve(path.dirname(file), source.slice(0, query));
  return existsSync(resolved) ? { found: true, path: resolved } : { found: false };
};
