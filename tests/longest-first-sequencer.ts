import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order, with the end-to-end files known to run longest moved to the front of theirs. On a
 * clean checkout (CI) vitest has no durations yet and runs larger files first, which put the fault
 * matrix's small files, the longest of all (a page load or two per cell), last: they then ran side by
 * side at the end while the other workers had nothing left. Started first, the short files fill in
 * around them.
 */
const LONGEST = /tests\/e2e\/(fault-matrix\/|accessibility-)/;

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const longest = (spec: TestSpecification) => spec.project.name === 'e2e' && LONGEST.test(spec.moduleId);
    const firstE2e = sorted.findIndex((spec) => spec.project.name === 'e2e');
    if (firstE2e < 0) return sorted;
    const e2e = sorted.slice(firstE2e);
    return [...sorted.slice(0, firstE2e), ...e2e.filter(longest), ...e2e.filter((spec) => !longest(spec))];
  }
}
