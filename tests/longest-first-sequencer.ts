import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The end-to-end files that take longest (each fault-matrix area: flows × six faults; the axe-core
 * files: a page and a scan per state), started first. vitest orders files by how long they took in
 * its cache, and without one (a fresh clone, CI) by size, which put these small files last: the run
 * then ended on them with the other workers idle.
 */
const LONGEST = /\/tests\/e2e\/(fault-matrix\/|accessibility-)/;

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // super.sort keeps each project's files together: move the longest to the front of their project's run.
    const byProject = new Map<string, TestSpecification[]>();
    for (const file of sorted) byProject.set(file.project.name, [...(byProject.get(file.project.name) ?? []), file]);
    return [...byProject.values()].flatMap((run) => [...run.filter((file) => LONGEST.test(file.moduleId)), ...run.filter((file) => !LONGEST.test(file.moduleId))]);
  }
}
