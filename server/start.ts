// How the server is started (`npm start`, `npm run serve`, `npm run dev`, the tests' and the
// benchmark's server processes): `node server/start.ts [--dev]`. It replaces itself (same
// process id, so signals and exit codes are the server's) with `node <flags> server/main.ts`,
// so the V8 settings the server was measured with (docs/performance.md, "Memory") hold however it is started.
// This file imports nothing of the server: main.ts's modules take about two seconds to load,
// and they are loaded once, after the flags are in force.
import path from "node:path";

/**
 * The young generation: V8 grows each semi-space up to 32 MiB under a burst of allocation
 * (the start, a load test) and never gives it back, 64 MiB resident for short-lived objects.
 * 8 MiB each (16 MiB in all) cost no measurable CPU per request.
 * The old generation: by default V8 lets it grow to several times what survived the last full
 * collection before collecting again; 1.5 times keeps the peak under load 25–40 % lower for a
 * few percent more CPU on a rendered page (docs/performance.md, "Memory").
 */
const v8Flags = ["--max-semi-space-size=8", "--heap-growing-percent=50", "--expose-gc"];

/**
 * glibc's allocator: at most two arenas (by default up to eight per core, one for each thread
 * that allocates at the same moment: V8's helpers, libuv's pool, PGlite), and memory freed at
 * the top of the heap returned once 1 MiB of it is free (by default the threshold climbs to
 * tens of MiB after large frees and the memory stays). Fixing the trim threshold also fixes the
 * size from which blocks are mapped on their own: at 1 MiB, zlib's state for a page compressed
 * per request (about 256 KiB) is taken from the heap and reused, where at 128 KiB it was mapped,
 * faulted in and unmapped for every page. With the collection main.ts asks for once it is
 * ready, the process holds about 155 MiB after start instead of about 205
 * (docs/performance.md, "Memory"). An operator's own GLIBC_TUNABLES wins.
 */
const allocatorTunables =
  "glibc.malloc.arena_max=2:glibc.malloc.trim_threshold=1048576:glibc.malloc.mmap_threshold=1048576";

const main = path.join(import.meta.dirname, "main.ts");
const args = process.argv.slice(2);
// An operator's own setting (on the command line or in NODE_OPTIONS) wins.
const given = `${process.execArgv.join(" ")} ${process.env.NODE_OPTIONS ?? ""}`;
const flags = v8Flags.filter((flag) => !given.includes(flag.split("=")[0] as string));

if (typeof process.execve === "function") {
  const env = { ...process.env, GLIBC_TUNABLES: process.env.GLIBC_TUNABLES ?? allocatorTunables };
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...flags, main, ...args], env);
} else {
  // No execve (Windows): the server runs in this process, without the flags.
  process.argv.splice(1, Infinity, main, ...args);
  await import("./main.ts");
}
