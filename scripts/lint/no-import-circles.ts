import path from 'node:path';
import { importCircles, importGraph, ownModules } from './import-circles.ts';

/**
 * `npm run lint`'s second step: the import circles in the repository, which the layer table cannot
 * see inside one folder. Prints each circle and fails when there is one.
 */
const root = path.resolve(import.meta.dirname, '../..');
const circles = importCircles(importGraph(root, ownModules(root)));
for (const circle of circles) console.error(`import circle among: ${circle.join(', ')}`);
process.exitCode = circles.length > 0 ? 1 : 0;
