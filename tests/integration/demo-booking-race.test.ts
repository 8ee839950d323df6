import { describe, expect, it } from "vitest";
import { bookingMessages, teamAvailability } from "#app/features/booking/booking.server.ts";
import { openDatabase } from "#db/client.ts";
import { demoBookings } from "#db/schema.ts";
import { bookableLead, salesperson } from "../support/booking.ts";
import { cleanupAfterEach } from "../support/cleanup.ts";
import { startServer } from "../support/server-process.ts";
import { createPostgresDatabase } from "../support/test-database.ts";

// Two instances behind a load balancer, one PostgreSQL database: visitors racing
// for one salesperson's half hour through both get one booking between them.

const cleanup = cleanupAfterEach();

describe.skipIf(!process.env.TEST_DATABASE_URL)("a slot raced for through two instances", () => {
  it("books it once: one 201, the other 19 answers the just-taken 409", async () => {
    const database = await createPostgresDatabase();
    cleanup.push(() => database.drop());
    const env = { NODE_ENV: "test", DATABASE_URL: database.url, TRUST_PROXY: "true" };
    const servers = [await startServer(env), await startServer(env)];
    for (const server of servers) cleanup.push(() => server.kill());

    const handle = await openDatabase({ kind: "postgres", url: database.url, poolSize: 4 });
    cleanup.push(() => handle.close());
    await salesperson(handle.db);
    const visitors = await Promise.all(Array.from({ length: 20 }, () => bookableLead(handle.db)));
    const { slots } = await teamAvailability({ db: handle.db });
    const start = slots[0]?.start.toString() ?? "";

    const answers = await Promise.all(
      visitors.map(async (lead, i) => {
        const server = servers[i % 2] as (typeof servers)[number];
        const response = await fetch(`${server.url}/api/bookings`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${i + 1}` },
          body: JSON.stringify({ token: lead.token, start, timeZone: "Europe/Berlin" }),
        });
        return { status: response.status, body: (await response.json()) as { message?: string } };
      }),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const losers = answers.filter((answer) => answer.status !== 201);
    expect(losers.map((answer) => [answer.status, answer.body.message])).toEqual(
      Array(19).fill([409, bookingMessages.taken]),
    );
    expect(await handle.db.select().from(demoBookings)).toHaveLength(1);
  }, 120_000);
});
