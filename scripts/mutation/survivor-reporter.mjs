import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { PluginKind, declareClassPlugin } from '@stryker-mutator/api/plugin';

/**
 * Stryker reporter `survivors`: writes each mutant no test noticed the moment it is tested, to the
 * console and to reports/mutation/survivors.txt. Stryker's own reports come only when a run ends, and
 * a run over the goal folders takes hours: with this a run stopped half-way still says what it found,
 * and tests can be written for the first survivors while the rest are tested.
 * Plain JavaScript because Stryker loads its plugins itself, without the project's TypeScript loader;
 * for that reason it words a mutant itself rather than with scripts/mutation/score.ts's describeMutant.
 */

const SURVIVORS_FILE = 'reports/mutation/survivors.txt';

/** @param {import('@stryker-mutator/api/core').MutantResult} mutant */
function describe({ fileName, location, mutatorName, replacement, status }) {
  const oneLine = (replacement ?? '').replace(/\s+/g, ' ').trim();
  const shown = oneLine.length > 100 ? `${oneLine.slice(0, 99)}…` : oneLine;
  const file = fileName.startsWith(process.cwd()) ? fileName.slice(process.cwd().length + 1) : fileName;
  return `${status} ${file}:${location.start.line}:${location.start.column} ${mutatorName} → ${shown}`;
}

class SurvivorReporter {
  constructor() {
    mkdirSync(dirname(SURVIVORS_FILE), { recursive: true });
    writeFileSync(SURVIVORS_FILE, '');
  }

  /** @param {Readonly<import('@stryker-mutator/api/core').MutantResult>} mutant */
  onMutantTested(mutant) {
    if (mutant.status !== 'Survived' && mutant.status !== 'NoCoverage') return;
    const line = describe(mutant);
    console.log(line);
    appendFileSync(SURVIVORS_FILE, `${line}\n`);
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Reporter, 'survivors', SurvivorReporter)];
