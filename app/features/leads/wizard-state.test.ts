import { describe, expect, it } from "vitest";
import { fleetSizes, leadFeatures } from "#app/domain/leads.ts";
import { contactTopics } from "#app/lib/contact-modal.tsx";
import { emptyDraft, leadDraftSchema, topicFeatures, type WizardDraft } from "./schemas.ts";
import {
  canContinue,
  initialWizardState,
  internationalPhone,
  leadRequestBody,
  progressPercent,
  RESEND_COOL_DOWN_MS,
  resendWaitSeconds,
  type Step,
  stepErrors,
  type WizardAction,
  type WizardState,
  wizardReducer,
} from "./wizard-state.ts";

const india = { id: "101", name: "India" };
const kenya = { id: "113", name: "Kenya" };

/** A draft with every step answered. */
function completeDraft(overrides: Partial<WizardDraft> = {}): WizardDraft {
  return {
    ...emptyDraft(),
    fleetSize: "16-49",
    interestedIn: ["ADAS", "Fleet Management"],
    country: india,
    state: "Karnataka",
    company: "Deccan Logistics",
    firstName: "Asha",
    lastName: "Rao",
    email: "asha@deccan-logistics.example",
    phone: "80 4718 2600",
    code: "123456",
    ...overrides,
  };
}

const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);
const at = (step: Step, draft: WizardDraft = completeDraft()): WizardState => ({
  ...initialWizardState(),
  step,
  draft,
});

describe("initial values", () => {
  it("start on step 1 with an empty draft and vehicles/assets at false/0", () => {
    const state = initialWizardState();
    expect(state.step).toBe(1);
    expect(state.status).toBe("idle");
    expect(state.error).toBeNull();
    expect(state.draft).toEqual(emptyDraft());
    const { interestedIn, country, vehicles, assets, ...typed } = state.draft;
    expect({ interestedIn, country, vehicles, assets }).toEqual({
      interestedIn: [],
      country: { id: "", name: "" },
      vehicles: { available: false, qty: 0 },
      assets: { available: false, qty: 0 },
    });
    for (const [field, value] of Object.entries(typed)) expect(value, field).toBe("");
  });

  it("are a fresh object each time, so a finished draft never leaks into the next one", () => {
    const first = initialWizardState();
    first.draft.interestedIn.push("ADAS");
    first.draft.vehicles.qty = 4;
    expect(initialWizardState().draft.interestedIn).toEqual([]);
    expect(initialWizardState().draft.vehicles).toEqual({ available: false, qty: 0 });
  });
});

describe("canContinue", () => {
  it("step 1: disabled without a fleet size, enabled with any of the seven", () => {
    expect(canContinue(1, emptyDraft())).toBe(false);
    for (const fleetSize of fleetSizes) expect(canContinue(1, { ...emptyDraft(), fleetSize })).toBe(true);
  });

  // Each step's answers that leave Continue disabled (an empty draft always does) and that enable it.
  it.each<[Step, string, Partial<WizardDraft>[], Partial<WizardDraft>[]]>([
    [
      2,
      "disabled with no feature chosen, enabled with one or more",
      [],
      [{ interestedIn: ["ADAS"] }, { interestedIn: [...leadFeatures] }],
    ],
    [
      3,
      "disabled while the state is empty, even with a country chosen",
      [{ country: india }, { country: india, state: "   " }],
      [{ country: india, state: "Karnataka" }],
    ],
    [4, "disabled while the company is empty", [{ company: " " }], [{ company: "Deccan Logistics" }]],
    [
      5,
      "disabled only when both first and last name are empty",
      [{ firstName: " ", lastName: "" }],
      [{ firstName: "Asha" }, { lastName: "Rao" }, { firstName: "Asha", lastName: "Rao" }],
    ],
    [
      6,
      "disabled while the email is empty (its format is the browser's and the contract's job)",
      [],
      [{ email: "asha@" }, { email: "asha@deccan-logistics.example" }],
    ],
    [7, "disabled while the phone is empty", [], [{ phone: "80 4718 2600" }]],
    [8, "Verify is disabled until a code is entered", [], [{ code: "123456" }]],
  ])("step %i: %s", (step, _behaviour, disabling, enabling) => {
    for (const answers of [{}, ...disabling]) expect(canContinue(step, { ...emptyDraft(), ...answers })).toBe(false);
    for (const answers of enabling) expect(canContinue(step, { ...emptyDraft(), ...answers })).toBe(true);
  });

  it("looks only at the step's own fields", () => {
    const onlyStepOne = { ...emptyDraft(), fleetSize: "1" as const };
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((step) => canContinue(step, onlyStepOne))).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect([1, 2, 3, 4, 5, 6, 7, 8].every((step) => canContinue(step, completeDraft()))).toBe(true);
  });
});

describe("moving between steps", () => {
  it("Continue moves from each of steps 1 to 6 to the next when the step is answered", () => {
    for (const step of [1, 2, 3, 4, 5, 6] as const) {
      expect(run(at(step), { type: "continue" }).step).toBe(step + 1);
    }
  });

  it("Continue does nothing while the step is unanswered", () => {
    const blank = emptyDraft();
    for (const step of [1, 2, 3, 4, 5, 6, 7] as const) {
      expect(run(at(step, blank), { type: "continue" }).step).toBe(step);
    }
  });

  it("walks through steps 1 to 7 as a visitor fills them in", () => {
    const state = run(
      initialWizardState(),
      { type: "continue" },
      { type: "chooseFleetSize", fleetSize: "5-15" },
      { type: "continue" },
      { type: "toggleFeature", feature: "ADAS" },
      { type: "continue" },
      { type: "chooseCountry", country: india },
      { type: "continue" },
      { type: "chooseState", state: "Karnataka" },
      { type: "continue" },
      { type: "editField", field: "company", value: "Deccan Logistics" },
      { type: "continue" },
      { type: "editField", field: "lastName", value: "Rao" },
      { type: "continue" },
      { type: "editField", field: "email", value: "asha@deccan-logistics.example" },
      { type: "continue" },
      { type: "editField", field: "phone", value: "80 4718 2600" },
    );
    expect(state.step).toBe(7);
    expect(state.draft).toMatchObject({
      fleetSize: "5-15",
      interestedIn: ["ADAS"],
      country: india,
      state: "Karnataka",
      company: "Deccan Logistics",
      firstName: "",
      lastName: "Rao",
    });
  });

  it("step 7 moves to step 8 only when the code was sent (HTTP 200), not on Continue itself", () => {
    const sending = run(at(7), { type: "continue" }, { type: "sendCodeStarted", resend: false });
    expect(sending.step).toBe(7);
    expect(sending.status).toBe("sending-code");
    const sent = run(sending, { type: "sendCodeSucceeded", at: 1_000 });
    expect(sent.step).toBe(8);
    expect(sent.status).toBe("idle");
    expect(sent.codeSentAt).toBe(1_000);
    expect(sent.codeResent).toBe(false);
  });

  it("a failed code request keeps step 7 and holds the message", () => {
    const failed = run(
      at(7),
      { type: "sendCodeStarted", resend: false },
      { type: "sendCodeFailed", message: "Please wait 12 seconds before asking for a new code." },
    );
    expect(failed.step).toBe(7);
    expect(failed.status).toBe("idle");
    expect(failed.error).toBe("Please wait 12 seconds before asking for a new code.");
    expect(run(failed, { type: "sendCodeStarted", resend: false }).error).toBeNull();
  });

  it("Previous moves back one step, never below 1, and clears the last error", () => {
    expect(run(at(1), { type: "previous" }).step).toBe(1);
    for (const step of [2, 3, 4, 5, 6, 7, 8] as const) {
      expect(run(at(step), { type: "previous" }).step).toBe(step - 1);
    }
    const failed = run(
      at(8),
      { type: "submitStarted" },
      { type: "submitFailed", message: "Invalid verification code" },
    );
    expect(run(failed, { type: "previous" })).toMatchObject({ step: 7, error: null });
  });

  it("nothing moves while a request is in flight", () => {
    const sending = run(at(7), { type: "sendCodeStarted", resend: false });
    expect(run(sending, { type: "previous" }).step).toBe(7);
    expect(run(sending, { type: "sendCodeStarted", resend: false })).toBe(sending);
    const submitting = run(at(8), { type: "submitStarted" });
    expect(run(submitting, { type: "previous" }).step).toBe(8);
    expect(run(submitting, { type: "submitStarted" })).toBe(submitting);
  });

  it("the progress bar reads step/8 as a percentage", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(progressPercent)).toEqual([12.5, 25, 37.5, 50, 62.5, 75, 87.5, 100]);
  });
});

describe("fields", () => {
  it("ticking a feature adds it, unticking removes it, in the order chosen", () => {
    const ticked = run(
      initialWizardState(),
      { type: "toggleFeature", feature: "Fuel monitoring" },
      { type: "toggleFeature", feature: "ADAS" },
      { type: "toggleFeature", feature: "Real-time tracking" },
    );
    expect(ticked.draft.interestedIn).toEqual(["Fuel monitoring", "ADAS", "Real-time tracking"]);
    const unticked = run(ticked, { type: "toggleFeature", feature: "ADAS" });
    expect(unticked.draft.interestedIn).toEqual(["Fuel monitoring", "Real-time tracking"]);
    expect(
      run(
        unticked,
        { type: "toggleFeature", feature: "Fuel monitoring" },
        { type: "toggleFeature", feature: "Real-time tracking" },
      ).draft.interestedIn,
    ).toEqual([]);
  });

  it("choosing a country clears the chosen state", () => {
    const chosen = run(
      initialWizardState(),
      { type: "chooseCountry", country: india },
      { type: "chooseState", state: "Karnataka" },
    );
    expect(chosen.draft.state).toBe("Karnataka");
    const other = run(chosen, { type: "chooseCountry", country: kenya });
    expect(other.draft.country).toEqual(kenya);
    expect(other.draft.state).toBe("");
    expect(canContinue(3, other.draft)).toBe(false);
  });

  it("choosing the same country again also clears the state, as any country choice does", () => {
    const state = run(
      initialWizardState(),
      { type: "chooseCountry", country: india },
      { type: "chooseState", state: "Goa" },
      { type: "chooseCountry", country: india },
    );
    expect(state.draft.state).toBe("");
  });

  it("keeps only the country's id and name", () => {
    const state = run(initialWizardState(), {
      type: "chooseCountry",
      country: { id: "101", name: "India", phoneCode: "91" } as { id: string; name: string },
    });
    expect(state.draft.country).toEqual(india);
  });

  it("text fields change one at a time and leave the rest alone", () => {
    const state = run(
      at(5, completeDraft()),
      { type: "editField", field: "firstName", value: "" },
      { type: "editField", field: "lastName", value: "Mwakyusa" },
    );
    expect(state.draft).toEqual(completeDraft({ firstName: "", lastName: "Mwakyusa" }));
  });

  it("a new email address lifts the resend cool-down, which is per address", () => {
    const sent = run(at(7), { type: "sendCodeStarted", resend: false }, { type: "sendCodeSucceeded", at: 5_000 });
    expect(run(sent, { type: "editField", field: "code", value: "1" }).codeSentAt).toBe(5_000);
    expect(run(sent, { type: "editField", field: "email", value: sent.draft.email }).codeSentAt).toBe(5_000);
    expect(run(sent, { type: "editField", field: "email", value: "ops@deccan.example" }).codeSentAt).toBeNull();
  });
});

describe("verification code", () => {
  it("a resend on step 8 stays on step 8 and is marked as resent", () => {
    const sent = run(at(7), { type: "sendCodeStarted", resend: false }, { type: "sendCodeSucceeded", at: 1_000 });
    const resending = run(sent, { type: "sendCodeStarted", resend: true });
    expect(resending.status).toBe("resending-code");
    const resent = run(resending, { type: "sendCodeSucceeded", at: 40_000 });
    expect(resent).toMatchObject({ step: 8, status: "idle", codeSentAt: 40_000, codeResent: true });
    const refused = run(sent, { type: "sendCodeStarted", resend: true }, { type: "sendCodeFailed", message: "Wait" });
    expect(refused).toMatchObject({ step: 8, status: "idle", error: "Wait", codeSentAt: 1_000 });
  });

  it("resend waits out the 30 s the server asks for", () => {
    expect(RESEND_COOL_DOWN_MS).toBe(30_000);
    expect(resendWaitSeconds(null, 0)).toBe(0);
    expect(resendWaitSeconds(10_000, 10_000)).toBe(30);
    expect(resendWaitSeconds(10_000, 10_001)).toBe(30);
    expect(resendWaitSeconds(10_000, 39_001)).toBe(1);
    expect(resendWaitSeconds(10_000, 40_000)).toBe(0);
    expect(resendWaitSeconds(10_000, 90_000)).toBe(0);
  });
});

describe("submitting on step 8", () => {
  it("Verify needs step 8 and a code", () => {
    expect(run(at(7), { type: "submitStarted" }).status).toBe("idle");
    expect(run(at(8, completeDraft({ code: "" })), { type: "submitStarted" }).status).toBe("idle");
    expect(run(at(8), { type: "submitStarted" }).status).toBe("submitting");
  });

  it("failure stays on step 8 with the server's message and keeps the draft", () => {
    const failed = run(
      at(8),
      { type: "submitStarted" },
      { type: "submitFailed", message: "Invalid verification code" },
    );
    expect(failed).toMatchObject({ step: 8, status: "idle", error: "Invalid verification code" });
    expect(failed.draft).toEqual(completeDraft());
    expect(run(failed, { type: "submitStarted" }).error).toBeNull();
  });

  it("success resets to step 1 with the initial values", () => {
    const done = run(at(8), { type: "submitStarted" }, { type: "submitSucceeded" });
    expect(done).toEqual(initialWizardState());
  });

  it("reset returns to step 1 with the initial values from anywhere", () => {
    for (const step of [1, 4, 8] as const) {
      expect(run(at(step), { type: "reset" })).toEqual(initialWizardState());
    }
  });
});

describe("the request body", () => {
  it("is the whole draft with the phone in international form, the honeypot and the source page", () => {
    const body = leadRequestBody(completeDraft(), { dialCode: "+91", sourcePage: "/solutions", website: "" });
    expect(body).toEqual({ ...completeDraft(), phone: "+91 80 4718 2600", website: "", sourcePage: "/solutions" });
    expect(leadDraftSchema.safeParse(body).success).toBe(true);
  });

  it("passes the shared contract for every fleet size and feature", () => {
    for (const fleetSize of fleetSizes) {
      const body = leadRequestBody(completeDraft({ fleetSize, interestedIn: [...leadFeatures] }), {
        dialCode: "+91",
        sourcePage: "/",
        website: "",
      });
      expect(leadDraftSchema.safeParse(body).success).toBe(true);
    }
  });

  it("keeps a number already written internationally and adds the dial code otherwise", () => {
    expect(internationalPhone("+91", "80 4718 2600")).toBe("+91 80 4718 2600");
    expect(internationalPhone("+91", " +91 80 4718 2600 ")).toBe("+91 80 4718 2600");
    expect(internationalPhone("+1-809", "+1 829 555 0100")).toBe("+1 829 555 0100");
    expect(internationalPhone("+255", "00255 22 211 4730")).toBe("00255 22 211 4730");
    expect(internationalPhone("", "22 211 4730")).toBe("22 211 4730");
    expect(internationalPhone("+91", "  ")).toBe("");
  });
});

describe("stepErrors (the shared contract, per step)", () => {
  it("accepts a complete draft on every step", () => {
    for (const step of [1, 2, 3, 4, 5, 6, 7, 8]) expect(stepErrors(step, completeDraft(), "+91")).toEqual({});
  });

  it("names the problem with the contract's own messages", () => {
    expect(stepErrors(6, completeDraft({ email: "asha@" })).email).toBe("Please enter a valid email address.");
    expect(stepErrors(7, completeDraft({ phone: "call me maybe" }), "+91").phone).toBe(
      "Please enter a phone number using digits, spaces and + ( ) - only.",
    );
    expect(stepErrors(8, completeDraft({ code: "12345" })).code).toBe("Please enter the 6-digit code.");
    expect(stepErrors(8, completeDraft({ code: "12a456" })).code).toBe("Please enter the 6-digit code.");
    expect(stepErrors(4, completeDraft({ company: "x".repeat(201) })).company).toBeTruthy();
    expect(stepErrors(5, completeDraft({ lastName: "x".repeat(101) })).lastName).toBeTruthy();
  });
});

describe("a link's topic", () => {
  it("ticks its feature once, keeps the visitor's other choices and leaves the step alone", () => {
    const ticked = run(
      at(1, completeDraft({ interestedIn: ["ADAS"] })),
      { type: "preselectFeature", feature: "Real-time tracking" },
      { type: "preselectFeature", feature: "Real-time tracking" },
    );
    expect(ticked.step).toBe(1);
    expect(ticked.draft.interestedIn).toEqual(["ADAS", "Real-time tracking"]);
  });

  it("maps every topic to one of the wizard's features", () => {
    for (const topic of contactTopics) expect(leadFeatures).toContain(topicFeatures[topic]);
  });
});
