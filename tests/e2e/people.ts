import { randomBytes } from "node:crypto";
import type { StaffMember } from "./fixtures.ts";

/**
 * Six letters of a spec file's own (a–p), so the people, titles and slugs it creates never meet those of
 * another file or an earlier run on the same server; letters only, so they read as a word in a slug.
 */
export const runSuffix = () =>
  randomBytes(3)
    .toString("hex")
    .replace(/\d/g, (d) => "ghijklmnop"[Number(d)] ?? "x");

/** A staff member for a spec to add, with an address of its own at marut.test (`mailbox`.`suffix`). */
export const staffMember = (name: string, mailbox: string, suffix: string, password: string): StaffMember => ({
  name,
  email: `${mailbox}.${suffix}@marut.test`,
  password,
});
