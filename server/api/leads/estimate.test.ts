import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SavingsInput } from "#app/domain/savings.ts";
import { estimateMessages } from "#app/features/leads/estimates.server.ts";
import { estimateSavings, savingsFigureKeys } from "#app/lib/savings.ts";
import { companyFigures, leadEstimates, leads, outboxMessages } from "#db/schema.ts";
import { expectStatus } from "#tests/support/expect-status.ts";
import { latestLeadCode } from "#tests/support/lead-code.ts";
import { leadDraft } from "#tests/support/lead-draft.ts";
import { addSavingsFigures } from "#tests/support/savings-figures.ts";
import { setUpTestApp } from "#tests/support/test-app.ts";

// POST /api/leads/{id}/estimate: the savings estimate that follows a lead,
// linked only for the visitor who sent that lead.

const { database, t } = setUpTestApp({ seed: addSavingsFigures });
let ip = 0;
const visitor = () => t.client({ "x-forwarded-for": `203.0.113.${++ip % 250}` }).api.leads;

const inputs: SavingsInput = {
  fleetSize: "50-149",
  vehicles: 80,
  mix: { trucks: 50, buses: 0, vans: 30, cars: 20 },
  country: "tanzania",
  kilometres: 5000,
  product: "road-sense",
};

const latestCode = (email: string) => latestLeadCode(database.handle.db, email);

/** Sends a verified lead as the wizard does; answers its id and the address and code it was verified with. */
async function sendLead(email = "asha@deccan-logistics.example") {
  await expectStatus(visitor()["send-code"].$post({ json: { email } }), 200);
  const code = await latestCode(email);
  const created = await expectStatus(visitor().$post({ json: leadDraft(email, code) }), 201);
  return { id: created.data.id, email, code };
}

const sendEstimate = (id: string, body: { email: string; code: string; inputs: SavingsInput }) =>
  visitor()[":id"].estimate.$post({ param: { id }, json: body });

describe("POST /api/leads/{id}/estimate", () => {
  it("links the estimate, computed here from the figures, and tells sales in an email of its own", async () => {
    const lead = await sendLead();
    const answer = await expectStatus(
      sendEstimate(lead.id, { email: "Asha@Deccan-Logistics.example", code: lead.code, inputs }),
      201,
    );
    const [stored] = await database.handle.db.select().from(leadEstimates);
    expect(stored).toMatchObject({ id: answer.data.id, leadId: lead.id, currency: "TZS", inputs });
    const figures = await database.handle.db.select().from(companyFigures);
    expect(stored?.results).toEqual(estimateSavings(inputs, figures));

    const mail = await database.handle.db.select().from(outboxMessages).where(eq(outboxMessages.kind, "lead-estimate"));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.toAddress).toBe(t.services.salesNotifyEmail);
    expect(mail[0]?.subject).toBe("Estimate for lead: Deccan Logistics (16-49 vehicles)");
    expect(mail[0]?.text).toContain("Total saved a year: TZS");
    expect(mail[0]?.text).toContain(`/admin/leads/${lead.id}`);
  });

  it("refuses another visitor: a wrong code, another address, an unknown lead, all alike", async () => {
    const lead = await sendLead();
    const other = await sendLead("someone@else.example");
    const wrongCode = String((Number(lead.code) + 1) % 1_000_000).padStart(6, "0");
    for (const [id, email, code] of [
      [lead.id, lead.email, wrongCode],
      [lead.id, other.email, other.code],
      [other.id, lead.email, lead.code],
      [randomUUID(), lead.email, lead.code],
    ] as const) {
      const refused = await expectStatus(sendEstimate(id, { email, code, inputs }), 404);
      expect(refused.message).toBe(estimateMessages.notLinked);
    }
    expect(await database.handle.db.select().from(leadEstimates)).toHaveLength(0);
  });

  it("takes one estimate per lead, within an hour of it", async () => {
    const lead = await sendLead();
    await expectStatus(sendEstimate(lead.id, { ...lead, inputs }), 201);
    const again = await expectStatus(sendEstimate(lead.id, { ...lead, inputs }), 409);
    expect(again.message).toBe(estimateMessages.alreadyLinked);

    const late = await sendLead("late@fleet.example");
    await database.handle.db
      .update(leads)
      .set({ createdAt: sql`${leads.createdAt} - interval '2 hours'` })
      .where(eq(leads.id, late.id));
    await expectStatus(sendEstimate(late.id, { ...late, inputs }), 404);
  });

  it("answers bad input with 400 and a message per field", async () => {
    const lead = await sendLead();
    const post = (id: string, body: unknown) =>
      t.json("POST", `/api/leads/${id}/estimate`, body, { "x-forwarded-for": `203.0.113.${++ip % 250}` });
    const badInputs = await post(lead.id, {
      email: lead.email,
      code: lead.code,
      inputs: { ...inputs, kilometres: -5, country: "mars", mix: { trucks: "many" } },
    });
    expect(badInputs.status).toBe(400);
    expect(Object.keys(badInputs.body.errors ?? {})).toEqual(
      expect.arrayContaining(["inputs.kilometres", "inputs.country", "inputs.mix.trucks"]),
    );
    expect((await post("not-a-lead", { email: lead.email, code: lead.code, inputs })).status).toBe(400);
    expect((await post(lead.id, { email: lead.email, code: "12ab", inputs })).status).toBe(400);
    expect((await post(lead.id, { email: lead.email, code: lead.code })).status).toBe(400);
  });

  it("still links an estimate when a figure is missing, with the results it feeds left out", async () => {
    await database.handle.db
      .delete(companyFigures)
      .where(eq(companyFigures.key, savingsFigureKeys.collisionCost.tanzania));
    const lead = await sendLead();
    await expectStatus(sendEstimate(lead.id, { ...lead, inputs }), 201);
    const [stored] = await database.handle.db.select().from(leadEstimates);
    expect(stored?.results.collisionCostAvoided).toBeNull();
    expect(stored?.results.fuelSavedCost).not.toBeNull();
  });
});
