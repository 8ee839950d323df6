import { describe, expect, it } from "vitest";
import { safeNextPath } from "./next-path.ts";

describe("safeNextPath", () => {
  it.each([
    ["/careers/jobs/profile", "/careers/jobs/profile"],
    ["/careers/jobs/some-role/apply?x=1", "/careers/jobs/some-role/apply?x=1"],
  ])("keeps %j", (value, expected) => expect(safeNextPath(value)).toBe(expected));

  it.each([
    null,
    "",
    "/",
    "/about",
    "//evil.example/careers/",
    "/\\evil.example",
    "https://evil.example/careers/jobs",
    "/careers/../about",
    "/careers/jobs/login",
    "/careers/login",
    "/careers/ jobs",
    "javascript:alert(1)",
  ])("refuses %j", (value) => expect(safeNextPath(value)).toBeNull());
});
