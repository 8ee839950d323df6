import { mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildIsCurrent, sourceHash, sourceHashFile } from "./build-inputs.ts";

let root = "";
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function put(file: string, text: string) {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
}

/** A small tree shaped like the repository's build inputs. */
async function sources() {
  root = await mkdtemp(path.join(os.tmpdir(), "marut-build-inputs-"));
  await put("app/root.tsx", "export default function Root() {}");
  await put("app/lib/brand.ts", "export const name = 'Marut';");
  await put("public/robots.txt", "User-agent: *");
  await put("package-lock.json", "{}");
  await put("server/main.ts", "// runs from source");
}

describe("sourceHash", () => {
  it("changes when a source file changes, is added, removed or renamed", async () => {
    await sources();
    const first = await sourceHash(root);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await sourceHash(root)).toBe(first);

    await put("app/lib/brand.ts", "export const name = 'Marut!';");
    const edited = await sourceHash(root);
    expect(edited).not.toBe(first);

    await put("app/lib/new.ts", "");
    const added = await sourceHash(root);
    expect(added).not.toBe(edited);

    await rename(path.join(root, "app/lib/new.ts"), path.join(root, "app/lib/renamed.ts"));
    const renamed = await sourceHash(root);
    expect(renamed).not.toBe(added);

    await rm(path.join(root, "app/lib/renamed.ts"));
    expect(await sourceHash(root)).toBe(edited);

    await put("package-lock.json", '{"lockfileVersion":3}');
    expect(await sourceHash(root)).not.toBe(edited);
  });

  it("ignores what the build does not read: tests beside the code and the server's own modules", async () => {
    await sources();
    const before = await sourceHash(root);
    await put("app/lib/brand.test.ts", "it('works', () => {});");
    await put("server/main.ts", "// changed");
    expect(await sourceHash(root)).toBe(before);
  });
});

describe("buildIsCurrent", () => {
  it("holds only for a complete build that recorded the same hash", async () => {
    await sources();
    const hash = await sourceHash(root);
    expect(await buildIsCurrent(root, hash)).toBe(false);
    await put("build/server/index.js", "");
    await put("build/client/favicon.ico", "");
    expect(await buildIsCurrent(root, hash)).toBe(false);
    await writeFile(sourceHashFile(root), hash);
    expect(await buildIsCurrent(root, hash)).toBe(true);
    expect(await buildIsCurrent(root, "0".repeat(64))).toBe(false);
    await rm(path.join(root, "build/server"), { recursive: true });
    expect(await buildIsCurrent(root, hash)).toBe(false);
  });
});
