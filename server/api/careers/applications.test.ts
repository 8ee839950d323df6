import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { applicantRateLimits } from "#app/features/careers/applicants.server.ts";
import { RESUME_MAX_STORED, RESUME_MAX_STORED_BYTES } from "#app/features/careers/application-schemas.ts";
import { changeApplicationStatus } from "#app/features/careers/applications.server.ts";
import { applicants, applicationEvents, applications, documents, jobs, outboxMessages } from "#db/schema.ts";
import { seedDemoData } from "#db/seed.ts";
import { expectStatus } from "#tests/support/expect-status.ts";
import { setUpTestApp } from "#tests/support/test-app.ts";
import { ZIP_BOMB_UNPACKED_BYTES, zipBomb } from "#tests/support/zip.ts";

const { database, t } = setUpTestApp({ seed: seedDemoData });

const JOB = "senior-embedded-engineer-dashcam-firmware";
const goodAnswers = { "embedded-linux-years": "6 to 9", "notice-period": "Up to 30 days" };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** The applicant API as the holder of `token`. */
const signedIn = (token: string) => t.client(bearer(token)).api.applicant;

const pdf = (size = 2_000) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
  return bytes;
};
const docx = (): Uint8Array<ArrayBuffer> =>
  zipSync({
    "[Content_Types].xml": new TextEncoder().encode("<Types/>"),
    "word/document.xml": new TextEncoder().encode("<w:document><w:body>Asha</w:body></w:document>"),
  });

let counter = 0;
/** A new applicant; verified unless told otherwise. */
async function applicant(verified = true) {
  counter += 1;
  const body = await expectStatus(
    t.client().api.applicant.register.$post({
      json: {
        firstName: "Asha",
        lastName: "Mwinyi",
        email: `asha${counter}@example.com`,
        password: "Tanzania-Fleet-Night-Shift",
      },
    }),
    201,
  );
  if (verified) {
    await database.handle.db
      .update(applicants)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(applicants.id, body.data.id));
  }
  return { token: body.token, id: body.data.id };
}

type FormParts = {
  resume?: { bytes: Uint8Array<ArrayBuffer>; name: string; type?: string } | null;
  useProfileResume?: string;
  coverLetter?: string;
  answers?: string;
  consent?: string | null;
};

function form(parts: FormParts = {}) {
  const body = new FormData();
  const resume = parts.resume === undefined ? { bytes: pdf(), name: "Asha CV.pdf" } : parts.resume;
  if (resume) body.set("resume", new Blob([resume.bytes], { type: resume.type ?? "application/pdf" }), resume.name);
  if (parts.useProfileResume) body.set("useProfileResume", parts.useProfileResume);
  if (parts.coverLetter !== undefined) body.set("coverLetter", parts.coverLetter);
  body.set("answers", parts.answers ?? JSON.stringify(goodAnswers));
  const consent = parts.consent === undefined ? "true" : parts.consent;
  if (consent !== null) body.set("consent", consent);
  return body;
}

// The upload routes' contract types the résumé as a string (the OpenAPI document's binary
// format), so the typed client cannot send a file: multipart bodies, and the bodies that are
// not a form on purpose, go raw.
async function request(
  method: string,
  url: string,
  token: string,
  body?: BodyInit,
  headers: Record<string, string> = {},
) {
  const res = await t.app.request(url, { method, headers: { ...bearer(token), ...headers }, body });
  const text = await res.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { text };
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

const apply = (token: string, parts: FormParts = {}, job = JOB) =>
  request("POST", `/api/jobs/${job}/applications`, token, form(parts));

async function storedFiles(): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else found.push(full);
    }
  };
  await walk(t.filesDir);
  return found;
}

const stored = async () => ({
  applications: (await database.handle.db.select().from(applications)).length,
  documents: (await database.handle.db.select().from(documents)).length,
  files: (await storedFiles()).length,
  receivedMail: (
    await database.handle.db.select().from(outboxMessages).where(eq(outboxMessages.kind, "application-received"))
  ).length,
});
const nothing = { applications: 0, documents: 0, files: 0, receivedMail: 0 };

describe("applying", () => {
  it("files an application with a PDF: row, document, file and the 'application received' email", async () => {
    const { token, id } = await applicant();
    const res = await apply(token, { coverLetter: "I build dashcams." });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.any(String),
      job: { id: JOB, title: "Senior Embedded Engineer, Dashcam Firmware", location: expect.any(String) },
      status: "active",
      stage: "applied",
      submittedAt: expect.any(String),
      history: [{ at: expect.any(String), status: "active", stage: "applied", note: "Application submitted" }],
    });
    expect(await stored()).toEqual({ applications: 1, documents: 1, files: 1, receivedMail: 1 });
    const [document] = await database.handle.db.select().from(documents);
    expect(document).toMatchObject({
      applicantId: id,
      kind: "resume",
      fileName: "Asha CV.pdf",
      mediaType: "application/pdf",
      size: 2_000,
      sha256: expect.stringMatching(/^[a-f0-9]{64}$/),
      storageKey: expect.stringMatching(/^[a-f0-9]{32}$/),
    });
    const [row] = await database.handle.db.select().from(applications);
    expect(row).toMatchObject({ documentId: document?.id, coverLetter: "I build dashcams.", answers: goodAnswers });
    const [mail] = await database.handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, "application-received"));
    expect(mail?.toAddress).toBe("asha1@example.com".replace("1", String(counter)));
    expect(mail?.text).toContain("Senior Embedded Engineer, Dashcam Firmware");
    expect(mail?.text).toContain("http://localhost:3000/careers/jobs/applications");
    // The résumé is now the profile résumé.
    const profile = await expectStatus(signedIn(token).resume.$get(), 200);
    expect(profile.data).toMatchObject({ fileName: "Asha CV.pdf", size: 2_000, mediaType: "application/pdf" });
  });

  it("accepts a DOCX, judged by its contents", async () => {
    const { token } = await applicant();
    const res = await apply(token, { resume: { bytes: docx(), name: "cv.docx", type: "application/octet-stream" } });
    expect(res.status).toBe(201);
    const [document] = await database.handle.db.select().from(documents);
    expect(document?.mediaType).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(await storedFiles()).toHaveLength(1);
  });

  it("applies with the profile résumé", async () => {
    const { token } = await applicant();
    const upload = new FormData();
    upload.set("resume", new Blob([pdf()]), "profile.pdf");
    expect((await request("POST", "/api/applicant/resume", token, upload)).status).toBe(201);
    const res = await apply(token, { resume: null, useProfileResume: "true" });
    expect(res.status).toBe(201);
    expect(await stored()).toMatchObject({ applications: 1, documents: 1, files: 1 });
  });

  const failures: [
    string,
    number,
    RegExp,
    (token: string) => Promise<{ status: number; body: Record<string, unknown> }>,
  ][] = [
    ["a 7 MB file", 413, /5 MB/, (token) => apply(token, { resume: { bytes: pdf(7 * 1024 * 1024), name: "big.pdf" } })],
    [
      "an .exe renamed .pdf",
      415,
      /^Upload a PDF or Word \(\.docx\) file\.$/,
      (token) => apply(token, { resume: { bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]), name: "cv.pdf" } }),
    ],
    [
      "a zip without word/document.xml",
      415,
      /PDF or Word/,
      (token) =>
        apply(token, {
          resume: { bytes: zipSync({ "a.txt": new TextEncoder().encode("hi") }), name: "cv.docx" },
        }),
    ],
    [
      "an empty file",
      400,
      /resume.*empty/i,
      (token) => apply(token, { resume: { bytes: new Uint8Array(0), name: "cv.pdf" } }),
    ],
    ["no résumé at all", 400, /^resume:/, (token) => apply(token, { resume: null })],
    ["no profile résumé to use", 400, /^resume:/, (token) => apply(token, { resume: null, useProfileResume: "true" })],
    ["missing consent", 400, /^consent:/, (token) => apply(token, { consent: null })],
    ["consent not true", 400, /^consent:/, (token) => apply(token, { consent: "false" })],
    [
      "a missing required answer",
      400,
      /^answers\.notice-period:/,
      (token) => apply(token, { answers: JSON.stringify({ "embedded-linux-years": "6 to 9" }) }),
    ],
    [
      "a select answer that is not an option",
      400,
      /^answers\.embedded-linux-years:/,
      (token) => apply(token, { answers: JSON.stringify({ ...goodAnswers, "embedded-linux-years": "42" }) }),
    ],
    ["answers that are not JSON", 400, /^answers:/, (token) => apply(token, { answers: "{not json" })],
    ["answers that are an array", 400, /^answers:/, (token) => apply(token, { answers: "[1,2]" })],
    [
      "a textarea answer that is too long",
      400,
      /^answers\.hardest-field-bug:/,
      (token) => apply(token, { answers: JSON.stringify({ ...goodAnswers, "hardest-field-bug": "x".repeat(3001) }) }),
    ],
    [
      "a cover letter that is too long",
      400,
      /^coverLetter:/,
      (token) => apply(token, { coverLetter: "x".repeat(5001) }),
    ],
    // Found by tests/security/fuzz.test.ts: a NUL reached PostgreSQL (text and jsonb) and answered 500.
    [
      "a NUL in the cover letter",
      400,
      /^coverLetter:/,
      (token) => apply(token, { coverLetter: "I build\u0000 dashcams." }),
    ],
    [
      "a control character in an answer",
      400,
      /^answers\.hardest-field-bug:/,
      (token) =>
        apply(token, { answers: JSON.stringify({ ...goodAnswers, "hardest-field-bug": "race\u0000condition" }) }),
    ],
    ["an unknown job", 404, /does not exist/, (token) => apply(token, {}, "no-such-job")],
    ["a job id that is not a slug", 404, /does not exist/, (token) => apply(token, {}, "%27%3B--")],
    [
      "JSON instead of a form",
      400,
      /multipart/,
      (token) =>
        request("POST", `/api/jobs/${JOB}/applications`, token, JSON.stringify({ consent: "true" }), {
          "content-type": "application/json",
        }),
    ],
    [
      "a malformed multipart body",
      400,
      /.+/,
      (token) =>
        request(
          "POST",
          `/api/jobs/${JOB}/applications`,
          token,
          "--xyz\r\nContent-Disposition: form-data\r\n\r\nbroken",
          {
            "content-type": "multipart/form-data; boundary=xyz",
          },
        ),
    ],
    [
      "a wrong content type",
      415,
      /.+/,
      (token) => request("POST", `/api/jobs/${JOB}/applications`, token, "hello", { "content-type": "text/plain" }),
    ],
  ];

  for (const [name, status, message, send] of failures) {
    it(`refuses ${name} with ${status} and stores nothing`, async () => {
      const { token } = await applicant();
      const res = await send(token);
      expect(res.status).toBe(status);
      expect(res.body.message).toMatch(message);
      expect(await stored()).toEqual(nothing);
    });
  }

  // Judged by their zip structure, never unpacked (app/features/careers/resume-files.server.test.ts).
  it("refuses zip-bomb résumés with 415 and stores nothing", async () => {
    const { token } = await applicant();
    const bombs = [await zipBomb(1_000), await zipBomb(ZIP_BOMB_UNPACKED_BYTES)];
    for (const bomb of bombs) {
      const applied = await apply(token, { resume: { bytes: bomb, name: "cv.docx" } });
      const upload = new FormData();
      upload.set("resume", new Blob([bomb]), "cv.docx");
      const profile = await request("POST", "/api/applicant/resume", token, upload);
      for (const res of [applied, profile]) {
        expect(res.status).toBe(415);
        expect(res.body.message).toBe("Upload a PDF or Word (.docx) file.");
      }
    }
    expect(await stored()).toEqual(nothing);
  });

  it("refuses an unverified applicant with 403", async () => {
    const { token } = await applicant(false);
    const res = await apply(token);
    expect(res).toMatchObject({ status: 403, body: { message: "Please verify your email address before applying." } });
    expect(await stored()).toEqual(nothing);
  });

  it("refuses a closed job with 410", async () => {
    const { token } = await applicant();
    const [closed] = await database.handle.db.select().from(jobs).where(eq(jobs.status, "closed"));
    const res = await apply(token, {}, closed?.slug);
    expect(res.status).toBe(410);
    expect(res.body.message).toMatch(/no longer accepts/);
    expect(await stored()).toEqual(nothing);
  });

  it("refuses a second application to the same job with 409 and the first one's id", async () => {
    const { token } = await applicant();
    const first = await apply(token);
    const before = await stored();
    const second = await apply(token, { resume: { bytes: docx(), name: "other.docx" } });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ message: expect.any(String), data: { id: (first.body.data as { id: string }).id } });
    expect(await stored()).toEqual(before);
  });

  it("needs a session", async () => {
    // A multipart body, which the contract cannot type (above): raw.
    const res = await t.app.request(`/api/jobs/${JOB}/applications`, { method: "POST", body: form() });
    expect(res.status).toBe(401);
    expect(await stored()).toEqual(nothing);
  });
});

describe("my applications", () => {
  it("lists applications newest first with history; withdraws once; keeps others out", async () => {
    const asha = await applicant();
    const first = await apply(asha.token);
    const second = await apply(
      asha.token,
      { answers: JSON.stringify({}) },
      "field-installation-technician-dar-es-salaam",
    );
    // Whatever the second job asks, an empty answer set is either accepted or refused with 400.
    expect([201, 400]).toContain(second.status);
    const { data } = await expectStatus(signedIn(asha.token).applications.$get(), 200);
    expect(data[data.length - 1]?.id).toBe((first.body.data as { id: string }).id);

    const id = (first.body.data as { id: string }).id;
    const other = signedIn((await applicant()).token);
    await expectStatus(other.applications[":id"].withdraw.$post({ param: { id } }), 404);
    await expectStatus(other.applications[":id"].resume.$get({ param: { id } }), 404);
    await expectStatus(other.applications[":id"].resume.$get({ param: { id: "not-a-uuid" } }), 404);
    await expectStatus(other.applications[":id"].withdraw.$post({ param: { id: "not-a-uuid" } }), 404);
    expect((await expectStatus(other.applications.$get(), 200)).data).toEqual([]);
    await expectStatus(other.resume.file.$get(), 404);

    const withdraw = () => signedIn(asha.token).applications[":id"].withdraw.$post({ param: { id } });
    const withdrawn = await expectStatus(withdraw(), 200);
    expect(withdrawn.data).toMatchObject({ id, status: "withdrawn" });
    expect(withdrawn.data.history).toEqual([
      expect.objectContaining({ status: "active", stage: "applied" }),
      expect.objectContaining({ status: "withdrawn", stage: "applied", note: "Withdrawn by the applicant" }),
    ]);
    expect((await expectStatus(withdraw(), 409)).message).toMatch(/already been withdrawn/);
  });

  it("serves the résumé to its owner only, as an attachment", async () => {
    const asha = await applicant();
    const applied = await apply(asha.token, { resume: { bytes: pdf(), name: '../../etc/"passwd".pdf' } });
    const id = (applied.body.data as { id: string }).id;
    const res = await signedIn(asha.token).applications[":id"].resume.$get({ param: { id } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="passwd_?\.pdf"/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdf());
    const profile = await signedIn(asha.token).resume.file.$get();
    expect(profile.status).toBe(200);
    expect(profile.headers.get("content-disposition")).toMatch(/^attachment;/);
  });

  it("profile résumé: null at first, then the newest upload; bad uploads store nothing", async () => {
    const { token } = await applicant(false);
    const profileResume = () => expectStatus(signedIn(token).resume.$get(), 200);
    expect(await profileResume()).toEqual({ data: null });
    const exe = new FormData();
    exe.set("resume", new Blob([new Uint8Array([0x4d, 0x5a, 1, 2])]), "cv.pdf");
    expect((await request("POST", "/api/applicant/resume", token, exe)).status).toBe(415);
    const big = new FormData();
    big.set("resume", new Blob([pdf(7 * 1024 * 1024)]), "cv.pdf");
    expect((await request("POST", "/api/applicant/resume", token, big)).status).toBe(413);
    expect((await request("POST", "/api/applicant/resume", token, new FormData())).status).toBe(400);
    expect(await stored()).toEqual(nothing);
    const good = new FormData();
    good.set("resume", new Blob([docx()]), "Mein Lebenslauf.docx");
    const res = await request("POST", "/api/applicant/resume", token, good);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ fileName: "Mein Lebenslauf.docx", uploadedAt: expect.any(String) });
    expect((await profileResume()).data).toEqual(res.body.data);
  });
});

describe("résumé quota, upload limit and replacement", () => {
  const uploadProfileResume = (token: string, bytes: Uint8Array<ArrayBuffer> = pdf(), name = "cv.pdf") => {
    const upload = new FormData();
    upload.set("resume", new Blob([bytes]), name);
    return request("POST", "/api/applicant/resume", token, upload);
  };

  /** Copies of the test job under new slugs, to send more applications than the demo data has jobs for. */
  async function moreJobs(count: number): Promise<string[]> {
    const [job] = await database.handle.db.select().from(jobs).where(eq(jobs.slug, JOB));
    if (!job) throw new Error("demo job missing");
    const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = job;
    const slugs = Array.from({ length: count }, (_, index) => `${JOB}-copy-${index}`);
    await database.handle.db.insert(jobs).values(slugs.map((slug) => ({ ...fields, slug })));
    return slugs;
  }

  it("deletes a replaced résumé no application uses, from storage and its table, and keeps one an application uses", async () => {
    const { token } = await applicant();
    // A profile résumé that nothing uses, replaced by the one sent with an application: gone.
    expect((await uploadProfileResume(token, pdf(3_000), "first.pdf")).status).toBe(201);
    expect(await stored()).toMatchObject({ documents: 1, files: 1 });
    const applied = await apply(token, { resume: { bytes: pdf(4_000), name: "sent.pdf" } });
    expect(applied.status).toBe(201);
    expect(await stored()).toMatchObject({ applications: 1, documents: 1, files: 1 });
    // The application's résumé, replaced as the profile résumé: kept for the application.
    expect((await uploadProfileResume(token, pdf(5_000), "second.pdf")).status).toBe(201);
    // And a profile résumé replaced by another profile upload: gone.
    expect((await uploadProfileResume(token, pdf(6_000), "third.pdf")).status).toBe(201);
    const rows = await database.handle.db.select().from(documents);
    expect(rows.map((row) => row.fileName).sort()).toEqual(["sent.pdf", "third.pdf"]);
    const files = await storedFiles();
    expect(files.map((file) => path.basename(file)).sort()).toEqual(rows.map((row) => row.storageKey).sort());
    const id = (applied.body.data as { id: string }).id;
    const sent = await signedIn(token).applications[":id"].resume.$get({ param: { id } });
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(pdf(4_000));
    expect((await expectStatus(signedIn(token).resume.$get(), 200)).data).toMatchObject({ fileName: "third.pdf" });
  });

  it(`refuses the résumé after ${RESUME_MAX_STORED} kept with applications with 403, and stores nothing`, async () => {
    const { token } = await applicant();
    const slugs = await moreJobs(RESUME_MAX_STORED + 1);
    for (const slug of slugs.slice(0, RESUME_MAX_STORED)) {
      expect((await apply(token, { resume: { bytes: pdf(), name: `${slug}.pdf` } }, slug)).status).toBe(201);
    }
    const before = await stored();
    expect(before).toMatchObject({ documents: RESUME_MAX_STORED, files: RESUME_MAX_STORED });
    const last = slugs[RESUME_MAX_STORED] as string;
    for (const res of [await apply(token, {}, last), await uploadProfileResume(token)]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/^resume: You can keep up to 10 résumés/);
      expect(res.body.errors).toEqual({ resume: [expect.stringMatching(/profile/)] });
    }
    expect(await stored()).toEqual(before);
    // The profile résumé still applies: it stores no new file.
    expect((await apply(token, { resume: null, useProfileResume: "true" }, last)).status).toBe(201);
    expect(await stored()).toMatchObject({ documents: RESUME_MAX_STORED, files: RESUME_MAX_STORED });
  });

  it("refuses a résumé that would take the kept résumés over the byte quota with 403, and stores nothing", async () => {
    const { token } = await applicant();
    expect((await apply(token)).status).toBe(201);
    // The résumé kept with the application stands for nearly the whole quota.
    await database.handle.db.update(documents).set({ size: RESUME_MAX_STORED_BYTES - 1_000 });
    const before = await stored();
    const res = await uploadProfileResume(token, pdf(2_000));
    expect(res.status).toBe(403);
    expect(await stored()).toEqual(before);
    expect((await uploadProfileResume(token, pdf(1_000))).status).toBe(201);
  });

  it("answers 429 with Retry-After once an account sends more résumé files than its hourly limit, and stores nothing", async () => {
    const { token } = await applicant();
    const { limit } = applicantRateLimits.resumeUploadPerAccount;
    for (let index = 0; index < limit; index += 1) {
      expect((await uploadProfileResume(token)).status).toBe(201);
    }
    const before = await stored();
    expect(before).toMatchObject({ documents: 1, files: 1 });
    for (const res of [await uploadProfileResume(token), await apply(token)]) {
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(res.body.message).toMatch(/Too many requests/);
    }
    expect(await stored()).toEqual(before);
    // Applying with the profile résumé sends no file and is not limited.
    expect((await apply(token, { resume: null, useProfileResume: "true" })).status).toBe(201);
  });
});

describe("status changes, export and deletion", () => {
  it("changeApplicationStatus records the event and queues the status email", async () => {
    const { token } = await applicant();
    const applied = await apply(token);
    const id = (applied.body.data as { id: string }).id;
    const changed = await changeApplicationStatus(t.services, {
      applicationId: id,
      status: "active",
      stage: "interview",
      note: "We would like to meet you.",
      actor: "staff",
    });
    expect(changed).toBe(true);
    const events = await database.handle.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id));
    expect(events.map((event) => [event.stage, event.actor])).toEqual([
      ["applied", "applicant"],
      ["interview", "staff"],
    ]);
    const [mail] = await database.handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, "application-status-changed"));
    expect(mail?.subject).toContain("Senior Embedded Engineer");
    expect(mail?.text).toContain("Interview");
    expect(mail?.text).toContain("We would like to meet you.");
    const list = await expectStatus(signedIn(token).applications.$get(), 200);
    expect(list.data).toMatchObject([{ stage: "interview", status: "active" }]);
    expect(
      await changeApplicationStatus(t.services, {
        applicationId: "00000000-0000-0000-0000-000000000000",
        status: "hired",
        stage: "closed",
        actor: "staff",
      }),
    ).toBe(false);
  });

  it("exports applications with history and documents, and deletion removes the files", async () => {
    const { token } = await applicant();
    await apply(token);
    const exported = await expectStatus(signedIn(token).export.$get(), 200);
    expect(exported.applications).toMatchObject([{ job: { id: JOB }, history: [{ stage: "applied" }] }]);
    expect(exported.documents).toMatchObject([{ fileName: "Asha CV.pdf", kind: "resume" }]);
    expect(JSON.stringify(exported)).not.toMatch(/storageKey/);
    expect(await storedFiles()).toHaveLength(1);

    await expectStatus(signedIn(token).account.$delete({ json: { password: "Tanzania-Fleet-Night-Shift" } }), 204);
    expect(await stored()).toMatchObject({ applications: 0, documents: 0, files: 0 });
  });
});
