import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The files that run for minutes where the others take seconds: the fuzzing suite (1,000 bodies per endpoint). */
const LONG_FILES = [/\/tests\/security\/fuzz\.test\.ts$/];
const isLong = (file: TestSpecification) => LONG_FILES.some((pattern) => pattern.test(file.moduleId));

/**
 * Vitest's order (projects one after another; on a clean clone, without timings of earlier runs, larger files first),
 * with each project's long files moved to its front: started last, the fuzzing file ran alone for minutes while the
 * other worker had nothing left to do.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const byProject = new Map<string, TestSpecification[]>();
    for (const file of await super.sort(files)) byProject.set(file.project.name, [...(byProject.get(file.project.name) ?? []), file]);
    return [...byProject.values()].flatMap((group) => [...group.filter(isLong), ...group.filter((file) => !isLong(file))]);
  }
}
