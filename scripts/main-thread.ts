// Where a page's main-thread time goes in one Lighthouse run, and what its blocking time would be
// on the slowest host of the kind we measure on.
//
// Lighthouse's simulated throttling multiplies the main-thread tasks it observed by 4 (the mobile
// preset's CPU slowdown). A task observed on a fast host is shorter than the same task on a slow
// one, so the same page scores better on a fast machine. Lighthouse measures the host as
// `benchmarkIndex` (higher is faster); a task observed at index B lasts about B / 1100 times as
// long on a host at index 1100, the low end of what we run on. `projectedBlockingTime` applies
// that factor to every task after the first contentful paint and adds up what exceeds 50 ms, as
// Total Blocking Time does; the budget holds there, not on whatever host ran the benchmark.
import type { Artifacts, Result } from "lighthouse";
import { MainThreadTasks } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";

/** Lighthouse's `benchmarkIndex` of the slowest host of our kind (2 cores; measured 1,100–1,160). */
export const lowEndBenchmarkIndex = 1100;
/** The mobile preset's CPU slowdown, which simulated throttling applies to observed task times. */
const cpuSlowdown = 4;
/** A task blocks input for as long as it runs beyond 50 ms. */
const blockingThresholdMs = 50;

export type LongTask = { startMs: number; durationMs: number; group: string; url: string };
export type MainThreadProfile = {
  /** Main-thread time by kind of work, in ms under the 4× slowdown (Lighthouse's breakdown). */
  byGroup: Record<string, number>;
  /** Script time per script URL (evaluation, parse and compile), in ms under the 4× slowdown. */
  byScript: { url: string; ms: number }[];
  /** Blocking time projected to `lowEndBenchmarkIndex`, in ms. */
  projectedTbtMs: number;
  /** The tasks after first paint that would be long at `lowEndBenchmarkIndex`, durations projected. */
  longTasks: LongTask[];
};

type Task = {
  startTime: number;
  endTime: number;
  duration: number;
  parent?: Task;
  children: Task[];
  selfTime: number;
  group: { id: string; label: string };
  attributableURLs: string[];
};

/** The kind of work that took most of a task's time, counting its subtasks' own time. */
function dominantGroup(task: Task): string {
  const time = new Map<string, number>();
  const visit = (node: Task) => {
    time.set(node.group.label, (time.get(node.group.label) ?? 0) + node.selfTime);
    for (const child of node.children) visit(child);
  };
  visit(task);
  return [...time].sort((a, b) => b[1] - a[1])[0]?.[0] ?? task.group.label;
}

function shortUrl(url: string, origin: string): string {
  return url.startsWith(origin) ? url.slice(origin.length) || "/" : url;
}

export function mainThreadProfile(lhr: Result, artifacts: Artifacts, origin: string): MainThreadProfile {
  const byGroup: Record<string, number> = {};
  const breakdown = lhr.audits["mainthread-work-breakdown"]?.details;
  if (breakdown?.type === "table") {
    for (const item of breakdown.items) byGroup[String(item.groupLabel)] = Number(item.duration);
  }
  const byScript: { url: string; ms: number }[] = [];
  const bootup = lhr.audits["bootup-time"]?.details;
  if (bootup?.type === "table") {
    for (const item of bootup.items) {
      const ms = Number(item.scripting ?? 0) + Number(item.scriptParseCompile ?? 0);
      if (ms > 0) byScript.push({ url: shortUrl(String(item.url), origin), ms });
    }
  }

  const factor = (cpuSlowdown * lhr.environment.benchmarkIndex) / lowEndBenchmarkIndex;
  const processed = TraceProcessor.processTrace(artifacts.Trace);
  const navigation = TraceProcessor.processNavigation(processed);
  const fcpMs = navigation.timings.firstContentfulPaint;
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  ) as unknown as Task[];
  let projectedTbtMs = 0;
  const longTasks: LongTask[] = [];
  for (const task of tasks) {
    if (task.parent || task.endTime <= fcpMs) continue;
    // Only the part after the first paint counts, as in Total Blocking Time.
    const durationMs = (task.endTime - Math.max(task.startTime, fcpMs)) * factor;
    if (durationMs <= blockingThresholdMs) continue;
    projectedTbtMs += durationMs - blockingThresholdMs;
    const url = task.attributableURLs.at(-1) ?? "";
    longTasks.push({
      startMs: Math.round(task.startTime),
      durationMs: Math.round(durationMs),
      group: dominantGroup(task),
      url: url ? shortUrl(url, origin) : "(browser)",
    });
  }
  return { byGroup, byScript, projectedTbtMs: Math.round(projectedTbtMs), longTasks };
}
