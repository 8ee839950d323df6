import type { Problem } from "./problems.ts";
import { z } from "./validation.ts";

// Optimistic concurrency, as the back office's editors use it (the content
// studio, newsletter campaigns): every change names the revision it started
// from and is refused when another change came first.

/** The revision the editor started from: a change over a newer one is refused. */
export const revisionSchema = z.number().int().min(1).max(1_000_000);

/** Who changes: the signed-in staff member. */
export type Editor = { id: string; name: string };

/**
 * A refused change of an edited document (decision 0035): invalid input, an
 * unknown document or revision, or a conflict (a stale revision, an address in
 * use, a status the step does not start from).
 */
export type WriteProblem = Problem<"invalid" | "not-found" | "conflict">;
