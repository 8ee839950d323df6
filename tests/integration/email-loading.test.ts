import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { expect, it } from "vitest";

// The email templates and React Email load with the first email, not with the
// server (app/emails/render.server.ts): importing the production build, as
// server/main.ts does at start, loads none of their modules.

const entry = path.resolve(import.meta.dirname, "../../build/server/index.js");

/** Imports the build in a fresh Node.js process, counting the React Email modules loaded before and after one email. */
const probe = `
import { registerHooks } from "node:module";
const loaded = new Set();
registerHooks({
  load(url, context, nextLoad) {
    loaded.add(url);
    return nextLoad(url, context);
  },
});
const reactEmail = () => [...loaded].filter((url) => url.includes("/node_modules/@react-email/")).length;
const build = await import(process.argv[1]);
const atImport = reactEmail();
const email = await build.entry.module.renderEmail("lead-verification-code", { code: "012345", validMinutes: 10 });
console.log(JSON.stringify({ atImport, afterFirstEmail: reactEmail(), subject: email.subject, text: email.text }));
`;

it("keeps React Email out of the server build until the first email", async () => {
  if (!existsSync(entry)) throw new Error("build/server/index.js is missing: run `npm run build` first");
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--input-type=module", "--eval", probe, pathToFileURL(entry).href],
    { cwd: path.dirname(entry), timeout: 60_000 },
  );
  const result = JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}");
  expect(result.atImport).toBe(0);
  expect(result.afterFirstEmail).toBeGreaterThan(0);
  expect(result.subject).toBe("012345 is your Marut verification code");
  expect(result.text).toContain("\n\n012345\n\n");
});
