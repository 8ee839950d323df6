import { formatDateTime, zonedTimeToInstant } from "./dates.ts";
import { type DiffLine, lineDiff } from "./line-diff.ts";
import { problem } from "./problems.ts";
import type { WriteProblem } from "./revisions.ts";

// The workflow core of the back office's documents (decision 0036): content
// items and newsletter campaigns are drafts that are saved over a revision,
// moved through a table of steps, scheduled for a time ahead and, for content,
// kept revision by revision. What each kind says stays in its feature (its
// words, its steps, its columns); how the checks go is written once here.

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a well-formed id: any other text names no document (and never reaches the database). */
export const isDocumentId = (value: string) => uuidPattern.test(value);

/** How a kind of document is named in its refusals. */
export type DocumentWords = {
  /** The refusal for an unknown id: "This content item does not exist." */
  notFound: string;
  /** The verb and noun of the conflict message: "saved this item". */
  savedThis: string;
  /** What the conflict message tells the editor to do next. */
  whatNow: string;
};

/** A row that is saved over revisions. */
export type Versioned = { revision: number; updatedAt: Date };

/**
 * The document locked for a change (`lock` selects it FOR UPDATE), or why the
 * change is refused: an unknown id, or a revision other than the one the editor
 * started from, with who saved in between (`savedBy`) and when.
 */
export async function lockRevision<Row extends Versioned>(
  words: DocumentWords,
  id: string,
  revision: number,
  lock: (id: string) => Promise<Row | undefined>,
  savedBy: (row: Row) => Promise<string | null> | string | null,
): Promise<Row | WriteProblem> {
  if (!isDocumentId(id)) return problem("not-found", words.notFound);
  const row = await lock(id);
  if (!row) return problem("not-found", words.notFound);
  if (row.revision === revision) return row;
  const who = (await savedBy(row)) ?? "Someone";
  const message =
    `${who} ${words.savedThis} at ${formatDateTime(row.updatedAt)} (revision ${row.revision}) after you opened ` +
    `revision ${revision}. ${words.whatNow}`;
  return problem("conflict", message, "revision");
}

/** The statuses a change starts from (saving, scheduling), and its refusal from any other. */
export type StatusRule<Status extends string> = { from: readonly Status[]; refused: string };

/** A workflow step: the statuses it starts from, the one it leads to, and the refusal from any other. */
export type WorkflowStep<Status extends string> = StatusRule<Status> & { to: Status };

/** A kind's steps by name ("publish", "send-now", …). */
export type WorkflowSteps<Step extends string, Status extends string> = Record<Step, WorkflowStep<Status>>;

/** The refusal of a step from `status` (409), or null when the step starts there. */
export function stepRefusal<Status extends string>(step: StatusRule<Status>, status: Status): WriteProblem | null {
  return step.from.includes(status) ? null : problem("conflict", step.refused);
}

/** What a schedule names: a wall-clock date and time in a named time zone. */
export type ScheduleInput = { date: string; time: string; timeZone: string };

/** How far from now a kind may be scheduled, and what it says otherwise. */
export type SchedulePolicy = {
  /** How far in the past a time may be and still count as now (0: it must be ahead). */
  graceMs: number;
  /** The refusal of a time that has passed. */
  passed: (input: ScheduleInput) => string;
  /** The furthest ahead a time may be, and the refusal beyond it. */
  horizon?: { ms: number; message: string };
};

/** The instant (UTC) a schedule names, or why it cannot be taken (400 on `date`). */
export function scheduledInstant(policy: SchedulePolicy, input: ScheduleInput, now = new Date()): Date | WriteProblem {
  const at = zonedTimeToInstant(input.date, input.time, input.timeZone);
  const passed = policy.graceMs === 0 ? at.getTime() <= now.getTime() : at.getTime() < now.getTime() - policy.graceMs;
  if (passed) return problem("invalid", policy.passed(input), "date");
  if (policy.horizon && at.getTime() > now.getTime() + policy.horizon.ms) {
    return problem("invalid", policy.horizon.message, "date");
  }
  return at;
}

/** A saved state of a document's text: its fields and its body. */
export type RevisionText = { slug: string; data: Record<string, unknown>; body: string };

/** How an earlier revision differs from the document now: the body line by line, and the fields that differ. */
export function revisionDiff(old: RevisionText, now: RevisionText): { bodyDiff: DiffLine[]; changedFields: string[] } {
  const keys = new Set([...Object.keys(old.data), ...Object.keys(now.data)]);
  const changedFields = [...keys].filter((key) => JSON.stringify(old.data[key]) !== JSON.stringify(now.data[key]));
  if (old.slug !== now.slug) changedFields.unshift("slug");
  return { bodyDiff: lineDiff(old.body, now.body), changedFields };
}

/** A kind of document's workflow: its words, its steps, and when it may be scheduled. */
export type DocumentKind<Step extends string, Status extends string> = {
  words: DocumentWords;
  steps: WorkflowSteps<Step, Status>;
  /** Scheduling: the statuses it starts from and the times it takes. */
  schedule: StatusRule<Status> & SchedulePolicy;
};

/** A kind's workflow with its checks bound to its words, steps and schedule. */
export function documentKind<Step extends string, Status extends string>(kind: DocumentKind<Step, Status>) {
  return {
    ...kind,
    /** The refusal for an unknown id. */
    notFound: problem("not-found", kind.words.notFound),
    /** The document locked for a change over `revision` (see lockRevision). */
    lock: <Row extends Versioned>(
      id: string,
      revision: number,
      lock: (id: string) => Promise<Row | undefined>,
      savedBy: (row: Row) => Promise<string | null> | string | null,
    ) => lockRevision(kind.words, id, revision, lock, savedBy),
    /** The refusal of a step (named, or a rule of its own) from `status`, or null. */
    refusal: (rule: Step | StatusRule<Status>, status: Status) =>
      stepRefusal(typeof rule === "string" ? kind.steps[rule] : rule, status),
    /** The instant a schedule names, or why the kind cannot take it. */
    scheduledAt: (input: ScheduleInput, now = new Date()) => scheduledInstant(kind.schedule, input, now),
  };
}
