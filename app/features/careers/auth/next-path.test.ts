import { describe, expect, it } from "vitest";
import { safeNextPath, withNext } from "./next-path.ts";

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
    "data:text/html,<script>alert(1)</script>",
    "///evil.example/careers/",
    "/%2F%2Fevil.example",
    "/careers/%2e%2e/admin",
    "\t/careers/jobs/profile",
    "/careers/jobs/profile\n",
    "https:/careers/jobs",
    `/careers/${"x".repeat(2000)}`,
  ])("refuses %j", (value) => expect(safeNextPath(value)).toBeNull());

  it("keeps a job's apply page with its query and fragment, and only as a path", () => {
    expect(safeNextPath("/careers/jobs/x/apply?from=email#cover")).toBe("/careers/jobs/x/apply?from=email#cover");
    expect(safeNextPath("/careers")).toBeNull();
  });
});

describe("withNext", () => {
  it("adds the page to return to, encoded, and nothing without one", () => {
    expect(withNext("/careers/jobs/login", "/careers/jobs/1/apply?x=1")).toBe(
      "/careers/jobs/login?next=%2Fcareers%2Fjobs%2F1%2Fapply%3Fx%3D1",
    );
    expect(withNext("/careers/jobs/login", null)).toBe("/careers/jobs/login");
  });
});
