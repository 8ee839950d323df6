import { readFile } from "node:fs/promises";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// The order Vitest's two workers take the test files in. Its own order runs one project after
// another and, where a file has no recorded time (every file of a fresh clone, as on CI), the
// largest first: a small file that waits on child processes for half a minute (a new embedded
// database's initdb, a production server, `npm run admin:create`) then comes last and one worker
// idles while the other finishes it. Here the longest files start first, over all projects: by
// their times in the last run when every file has one, otherwise by size, with the files that
// start processes ahead of the rest.

const startsProcesses = /\b(startServer|spawn|execFile|runAdminCreate)\(|\bdataDir\b/;

async function estimate(file: TestSpecification): Promise<number> {
  const source = await readFile(file.moduleId, "utf8");
  return source.length * (startsProcesses.test(source) ? 10 : 1);
}

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const recorded = files.map((file) => this.ctx.cache.getTestSpecificationResult(file)?.duration);
    const weights = recorded.every((duration) => duration !== undefined)
      ? recorded
      : await Promise.all(files.map(estimate));
    return files
      .map((file, index) => ({ file, weight: weights[index] ?? 0 }))
      .sort((a, b) => b.weight - a.weight)
      .map(({ file }) => file);
  }
}
