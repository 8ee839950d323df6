import type { FleetSize, LeadFeature } from "#app/domain/leads.ts";
import type { z } from "#app/lib/validation.ts";
import { emptyDraft, isContinueDisabled, leadDraftSchema, WIZARD_STEPS, type WizardDraft } from "./schemas.ts";

// The lead wizard's state: which of the eight steps is showing, the draft the
// visitor is filling in, and the requests in flight. Pure: the component
// dispatches the actions and performs the requests.

export type Step = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export type WizardStatus = "idle" | "sending-code" | "resending-code" | "submitting";

export type WizardState = {
  step: Step;
  draft: WizardDraft;
  status: WizardStatus;
  /** Why the last request failed, shown in a red alert below the buttons. */
  error: string | null;
  /** When the latest code was emailed (ms since the epoch), for the resend cool-down. */
  codeSentAt: number | null;
  /** Whether the latest code came from "Resend code" (step 8 says so). */
  codeResent: boolean;
};

export type TextField = "company" | "firstName" | "lastName" | "email" | "phone" | "code";

export type WizardAction =
  | { type: "chooseFleetSize"; fleetSize: FleetSize }
  | { type: "toggleFeature"; feature: LeadFeature }
  | { type: "preselectFeature"; feature: LeadFeature }
  | { type: "chooseCountry"; country: { id: string; name: string } }
  | { type: "chooseState"; state: string }
  | { type: "editField"; field: TextField; value: string }
  | { type: "continue" }
  | { type: "previous" }
  | { type: "sendCodeStarted"; resend: boolean }
  | { type: "sendCodeSucceeded"; at: number }
  | { type: "sendCodeFailed"; message: string }
  | { type: "submitStarted" }
  | { type: "submitFailed"; message: string }
  | { type: "submitSucceeded" }
  | { type: "reset" };

/** The server refuses a new code for the same address within this time. */
export const RESEND_COOL_DOWN_MS = 30_000;

/** What the wizard says when the server gives no message of its own. */
export const wizardMessages = {
  sendCodeFailed: "We could not send the code. Please check your email address and try again.",
  submitFailed: "We could not send your request. Please try again.",
  offline: "We could not reach our server. Please check your connection and try again.",
} as const;

export function initialWizardState(): WizardState {
  return { step: 1, draft: emptyDraft(), status: "idle", error: null, codeSentAt: null, codeResent: false };
}

/** Whether Continue (or Verify on step 8) is enabled on `step`. */
export function canContinue(step: number, draft: WizardDraft): boolean {
  return !isContinueDisabled(step, draft);
}

/** The progress bar's value: step/8 × 100. */
export function progressPercent(step: number): number {
  return (step / WIZARD_STEPS) * 100;
}

/** Seconds until "Resend code" may ask again, 0 when it may. */
export function resendWaitSeconds(codeSentAt: number | null, now: number): number {
  if (codeSentAt === null) return 0;
  return Math.max(0, Math.ceil((codeSentAt + RESEND_COOL_DOWN_MS - now) / 1000));
}

const busy = (state: WizardState) => state.status !== "idle";

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  const edit = (draft: Partial<WizardDraft>): WizardState => ({ ...state, draft: { ...state.draft, ...draft } });
  switch (action.type) {
    case "chooseFleetSize":
      return edit({ fleetSize: action.fleetSize });
    case "toggleFeature": {
      const chosen = state.draft.interestedIn;
      return edit({
        interestedIn: chosen.includes(action.feature)
          ? chosen.filter((feature) => feature !== action.feature)
          : [...chosen, action.feature],
      });
    }
    case "preselectFeature":
      // A "Talk to us about …" link ticks its product's feature and leaves the visitor's other choices alone.
      return state.draft.interestedIn.includes(action.feature)
        ? state
        : edit({ interestedIn: [...state.draft.interestedIn, action.feature] });
    case "chooseCountry":
      // A new country means a new list of states: the old choice no longer applies.
      return edit({ country: { id: action.country.id, name: action.country.name }, state: "" });
    case "chooseState":
      return edit({ state: action.state });
    case "editField": {
      const next = edit({ [action.field]: action.value });
      // The resend cool-down is per address: a new address may ask at once.
      return action.field === "email" && action.value !== state.draft.email ? { ...next, codeSentAt: null } : next;
    }
    case "continue":
      // Step 7 moves on only once the code is sent (sendCodeSucceeded); step 8 submits.
      if (busy(state) || state.step >= 7 || !canContinue(state.step, state.draft)) return state;
      return { ...state, step: (state.step + 1) as Step, error: null };
    case "previous":
      if (busy(state) || state.step === 1) return state;
      return { ...state, step: (state.step - 1) as Step, error: null };
    case "sendCodeStarted":
      if (busy(state)) return state;
      return { ...state, status: action.resend ? "resending-code" : "sending-code", error: null };
    case "sendCodeSucceeded": {
      const resent = state.status === "resending-code";
      const step: Step = state.step === 7 ? 8 : state.step;
      return { ...state, step, status: "idle", error: null, codeSentAt: action.at, codeResent: resent };
    }
    case "sendCodeFailed":
      return { ...state, status: "idle", error: action.message };
    case "submitStarted":
      if (busy(state) || state.step !== 8 || !canContinue(8, state.draft)) return state;
      return { ...state, status: "submitting", error: null };
    case "submitFailed":
      return { ...state, status: "idle", error: action.message };
    case "submitSucceeded":
    case "reset":
      return initialWizardState();
  }
}

/**
 * The phone number as sales will dial it: the country's dial code in front,
 * unless the visitor already wrote the number internationally (+… or 00…).
 */
export function internationalPhone(dialCode: string, written: string): string {
  const number = written.trim();
  if (number === "" || dialCode === "" || number.startsWith("+") || number.startsWith("00")) return number;
  return `${dialCode} ${number}`;
}

/** The body of POST /api/leads: the whole draft, plus the honeypot and the page the wizard was opened on. */
export function leadRequestBody(
  draft: WizardDraft,
  extras: { dialCode: string; sourcePage: string; website: string },
): z.input<typeof leadDraftSchema> | null {
  // The Continue button stays disabled until a fleet size is chosen: a draft without one is never sent.
  if (draft.fleetSize === "") return null;
  return {
    fleetSize: draft.fleetSize,
    interestedIn: draft.interestedIn,
    country: { id: draft.country.id, name: draft.country.name },
    state: draft.state,
    company: draft.company,
    firstName: draft.firstName,
    lastName: draft.lastName,
    email: draft.email.trim(),
    phone: internationalPhone(extras.dialCode, draft.phone),
    code: draft.code.trim(),
    vehicles: { ...draft.vehicles },
    assets: { ...draft.assets },
    website: extras.website,
    sourcePage: extras.sourcePage.slice(0, 500),
  };
}

export type FieldErrors = Partial<Record<TextField, string>>;

const fieldSchemas = leadDraftSchema.shape;

function firstIssue(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? "Please check this field.");
}

/**
 * The shared contract's verdict on the fields of `step`, checked when the
 * visitor presses Continue or Verify (the button's enabled state follows
 * canContinue; these catch what is filled in but unusable).
 */
export function stepErrors(step: number, draft: WizardDraft, dialCode = ""): FieldErrors {
  const errors: FieldErrors = {};
  const check = (field: TextField, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  switch (step) {
    case 4:
      check("company", firstIssue(fieldSchemas.company, draft.company));
      break;
    case 5:
      check("firstName", firstIssue(fieldSchemas.firstName, draft.firstName));
      check("lastName", firstIssue(fieldSchemas.lastName, draft.lastName));
      break;
    case 6:
      check("email", firstIssue(fieldSchemas.email, draft.email));
      break;
    case 7:
      check("phone", firstIssue(fieldSchemas.phone, internationalPhone(dialCode, draft.phone)));
      break;
    case 8:
      check("code", firstIssue(fieldSchemas.code, draft.code));
      break;
  }
  return errors;
}
