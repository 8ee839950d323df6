import { ArrowLeft, ArrowRight, Check, LoaderCircle, ShieldCheck } from "lucide-react";
import { type FormEvent, useEffect, useId, useMemo, useReducer, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { formAlertClass, primaryButtonClass, secondaryButtonClass } from "#app/components/ui/form-styles.ts";
import { formText } from "#app/components/ui/form-text.ts";
import { Honeypot } from "#app/components/ui/honeypot.tsx";
import { ProgressBar } from "#app/components/ui/progress-bar.tsx";
import { fleetSizes } from "#app/domain/leads.ts";
import { type ApiFailure, api, send } from "#app/lib/api-client.ts";
import { useContactModal } from "#app/lib/contact-modal.tsx";
import { parseSavingsQuery } from "#app/lib/savings-query.ts";
import { topicFeatures, WIZARD_STEPS } from "../schemas.ts";
import {
  canContinue,
  type TextField as DraftField,
  type FieldErrors,
  initialWizardState,
  internationalPhone,
  leadRequestBody,
  progressPercent,
  resendWaitSeconds,
  type Step,
  stepErrors,
  wizardMessages,
  wizardReducer,
} from "../wizard-state.ts";
import type { CountryOption } from "./country-combobox.tsx";
import {
  CodeStep,
  CompanyStep,
  EmailStep,
  FeaturesStep,
  FleetSizeStep,
  LocationStep,
  NameStep,
  PhoneStep,
  type StepProps,
} from "./lead-wizard-steps.tsx";

type ReferenceData = typeof import("../reference-data.ts");

const stepTitles: Record<Step, string> = {
  1: "How many vehicles are in your fleet?",
  2: "Which features are you interested in?",
  3: "Where is your fleet based?",
  4: "What is your company called?",
  5: "Who should we ask for?",
  6: "What is your email address?",
  7: "What number can we call you on?",
  8: "Enter your verification code",
};

/** The line under a step's question, where it needs one. */
const stepHints: Partial<Record<Step, string>> = {
  1: "Count every vehicle you want to keep safer.",
  2: "Choose all that apply.",
  3: "We will put you in touch with the team for your region.",
};

/** The server's message, or `fallback` (the wizard's own words) when the server could not be reached. */
function failureMessage(failure: ApiFailure, fallback: string): string {
  return failure.status === 0 ? wizardMessages.offline : failure.message || fallback;
}

/** Closes the modal around `element` and resolves once it has closed (and returned the focus). */
function closeDialog(element: HTMLElement | null, close: () => void): Promise<void> {
  const dialog = element?.closest("dialog");
  if (!dialog?.open) {
    close();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      dialog.removeEventListener("close", done);
      resolve();
    };
    const timer = setTimeout(done, 1000);
    dialog.addEventListener("close", done);
    close();
  });
}

/** Loads the country and region lists when the wizard opens, not with the page. */
function useReferenceData() {
  const [data, setData] = useState<ReferenceData | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on "Try again"
  useEffect(() => {
    let current = true;
    setFailed(false);
    import("../reference-data.ts").then(
      (module) => {
        if (current) setData(module);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  return { data, failed, retry: () => setAttempt((value) => value + 1) };
}

/** Ticks once a second while `active`, so countdowns stay current. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * The eight-step "Let's talk" form: fleet size, features, country and state,
 * company, name, email, phone, then the code emailed to the visitor. Step 7
 * asks the server for the code; step 8 sends the whole draft. On success the
 * visitor lands on /thank-you and the form starts over.
 */
export default function LeadWizard() {
  const ids = useId();
  const fieldId = (name: string) => `${ids}-${name}`;
  const [state, dispatch] = useReducer(wizardReducer, undefined, initialWizardState);
  const { step, draft, status, error } = state;
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const reference = useReferenceData();
  const navigate = useNavigate();
  const location = useLocation();
  const { close, topic, preset, openings } = useContactModal();
  const stepRef = useRef<HTMLFieldSetElement>(null);
  const shownStep = useRef<Step>(step);
  const focusNextStep = useRef(true);
  const now = useNow(step === 8 && state.codeSentAt !== null);
  const busy = status !== "idle";

  const countryOptions = useMemo<CountryOption[]>(
    () =>
      reference.data?.countries.map((country) => ({
        id: country.id,
        name: country.name,
        native: country.native,
      })) ?? [],
    [reference.data],
  );
  const country = reference.data?.findCountry(draft.country.id);
  const regionNames = useMemo(() => {
    if (!reference.data || !draft.country.id) return [];
    const names = new Set(reference.data.regionsOf(draft.country.id).map((region) => region.name));
    return [...names].sort((a, b) => a.localeCompare(b));
  }, [reference.data, draft.country.id]);
  const dialCode = country && reference.data ? reference.data.displayDialCode(country) : "";

  // Each opening from a "Talk to us about …" link ticks its product's feature, ready for step 2.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `openings` re-applies the topic when the modal opens again
  useEffect(() => {
    if (topic) dispatch({ type: "preselectFeature", feature: topicFeatures[topic] });
  }, [topic, openings]);

  // An opening from the savings calculator starts with its fleet size chosen on step 1.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `openings` re-applies the fleet size when the modal opens again
  useEffect(() => {
    const fleetSize = fleetSizes.find((size) => size === preset.fleetSize);
    if (fleetSize) dispatch({ type: "chooseFleetSize", fleetSize });
  }, [preset.fleetSize, openings]);

  // A new step takes the focus to its first field, so keyboard and screen-reader users start where the question is.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (!focusNextStep.current) {
      focusNextStep.current = true;
      return;
    }
    const container = stepRef.current;
    const target =
      container?.querySelector<HTMLElement>('input[type="radio"]:checked') ??
      container?.querySelector<HTMLElement>("input, select");
    target?.focus();
  }, [step]);

  const editField = (field: DraftField, value: string) => {
    dispatch({ type: "editField", field, value });
    if (fieldErrors[field]) setFieldErrors((errors) => ({ ...errors, [field]: undefined }));
  };

  async function sendCode(resend: boolean) {
    if (busy) return;
    dispatch({ type: "sendCodeStarted", resend });
    const result = await send(api.api.leads["send-code"].$post({ json: { email: draft.email.trim() } }));
    if (result.ok) dispatch({ type: "sendCodeSucceeded", at: Date.now() });
    else dispatch({ type: "sendCodeFailed", message: failureMessage(result, wizardMessages.sendCodeFailed) });
  }

  async function submitLead(form: HTMLFormElement) {
    const website = formText(form).website ?? "";
    const body = leadRequestBody(draft, { dialCode, sourcePage: location.pathname, website });
    if (!body) return;
    dispatch({ type: "submitStarted" });
    const result = await send(api.api.leads.$post({ json: body }));
    if (!result.ok) {
      dispatch({ type: "submitFailed", message: failureMessage(result, wizardMessages.submitFailed) });
      return;
    }
    // The estimate the visitor made, if the wizard was opened from it, follows the lead by its own call; the lead
    // is stored whatever becomes of it.
    const estimate = preset.estimate ? parseSavingsQuery(new URLSearchParams(preset.estimate)).input : null;
    if (estimate) {
      await send(
        api.api.leads[":id"].estimate.$post({
          param: { id: result.data.data.id },
          json: { email: body.email, code: body.code, inputs: estimate },
        }),
      );
    }
    // Close first and let the dialog hand focus back, then show /thank-you, which takes the focus to its heading.
    await closeDialog(stepRef.current, close);
    // The booking link's token travels in the navigation state: /thank-you is the same cached page for everyone.
    await navigate("/thank-you", { state: { fromLeadWizard: true, bookingToken: result.data.data.bookingToken } });
    focusNextStep.current = false;
    form.reset();
    setFieldErrors({});
    dispatch({ type: "submitSucceeded" });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !canContinue(step, draft)) return;
    const errors = stepErrors(step, draft, dialCode);
    if (step === 7 && !errors.phone && country && reference.data) {
      if (!reference.data.isPlausiblePhone(country, internationalPhone(dialCode, draft.phone))) {
        errors.phone = `Please enter a phone number that can be reached in ${country.name}.`;
      }
    }
    setFieldErrors(errors);
    if (Object.values(errors).some(Boolean)) {
      const first = Object.keys(errors)[0];
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    if (step === 7) void sendCode(false);
    else if (step === 8) void submitLead(event.currentTarget);
    else dispatch({ type: "continue" });
  }

  const waitSeconds = resendWaitSeconds(state.codeSentAt, now);

  const stepProps: StepProps = { draft, dispatch, fieldErrors, fieldId, editField };
  const stepBody = {
    1: () => <FleetSizeStep {...stepProps} />,
    2: () => <FeaturesStep {...stepProps} />,
    3: () => (
      <LocationStep
        step={stepProps}
        reference={{
          loaded: reference.data !== null,
          failed: reference.failed,
          retry: reference.retry,
          countryOptions,
          regionNames,
        }}
      />
    ),
    4: () => <CompanyStep {...stepProps} />,
    5: () => <NameStep {...stepProps} />,
    6: () => <EmailStep {...stepProps} />,
    7: () => <PhoneStep step={stepProps} dialCode={dialCode} />,
    8: () => (
      <CodeStep
        step={stepProps}
        state={state}
        busy={busy}
        waitSeconds={waitSeconds}
        resend={() => void sendCode(true)}
      />
    ),
  }[step]();

  const pendingLabel =
    status === "sending-code"
      ? "Sending your code…"
      : status === "resending-code"
        ? "Sending a new code…"
        : status === "submitting"
          ? "Checking your code…"
          : "";

  return (
    <div className="mt-2">
      <p className="max-w-2xl text-lg text-muted">
        Eight quick questions about your fleet, then a safety specialist replies within one working day.
      </p>

      <WizardProgress step={step} />

      <form onSubmit={handleSubmit} className="mt-3" aria-busy={busy}>
        <fieldset ref={stepRef} key={step} className="min-w-0">
          <legend className="float-left mb-2 w-full">
            <h3 className="text-2xl font-bold">{stepTitles[step]}</h3>
            {stepHints[step] ? <span className="mt-0.5 block text-muted">{stepHints[step]}</span> : null}
          </legend>
          <div className="clear-both">{stepBody}</div>
        </fieldset>

        <Honeypot id={fieldId("website")} />

        <WizardButtons
          step={step}
          busy={busy}
          spinning={busy && status !== "resending-code"}
          canContinue={canContinue(step, draft)}
          previous={() => {
            setFieldErrors({});
            dispatch({ type: "previous" });
          }}
        />
        <p role="status" className="sr-only">
          {pendingLabel}
        </p>
        <div role="alert" className="mt-2">
          {error ? <p className={formAlertClass}>{error}</p> : null}
        </div>
      </form>

      <p className="mt-3 flex items-start gap-1 text-sm text-muted">
        <Check aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
        We use your answers only to reply to this request. No newsletter unless you ask for it.
      </p>
    </div>
  );
}

/** "Step 3 of 8" with its bar. */
function WizardProgress({ step }: { step: Step }) {
  const percent = progressPercent(step);
  const rounded = Math.round(percent);
  return (
    <div className="mt-3">
      <div className="flex items-baseline justify-between text-sm font-semibold">
        <span>
          Step {step} of {WIZARD_STEPS}
        </span>
        <span className="tabular-nums" aria-hidden="true">
          {rounded}%
        </span>
      </div>
      <ProgressBar
        label="Form progress"
        percent={percent}
        valueText={`Step ${step} of ${WIZARD_STEPS}, ${rounded}%`}
        className="mt-0.5 bg-black/10"
      />
    </div>
  );
}

type WizardButtonsProps = {
  step: Step;
  busy: boolean;
  spinning: boolean;
  canContinue: boolean;
  previous: () => void;
};

/** Previous and Continue (Verify on the last step); on phones they stay in reach at the bottom of the screen. */
function WizardButtons({ step, busy, spinning, canContinue, previous }: WizardButtonsProps) {
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-2 border-t border-black/10 pt-3 max-sm:sticky max-sm:bottom-0 max-sm:z-10 max-sm:bg-paper max-sm:pb-2">
      <button
        type="button"
        onClick={previous}
        disabled={step === 1}
        aria-disabled={busy || undefined}
        className={secondaryButtonClass}
      >
        <ArrowLeft aria-hidden="true" size={18} />
        Previous
      </button>
      <button
        type="submit"
        // While a request runs the button stays focusable (aria-disabled), so the focus is not lost.
        disabled={!canContinue}
        aria-disabled={busy || undefined}
        className={primaryButtonClass}
      >
        {step === 8 ? "Verify" : "Continue"}
        {spinning ? (
          <LoaderCircle aria-hidden="true" size={18} className="motion-safe:animate-spin" />
        ) : step === 8 ? (
          <ShieldCheck aria-hidden="true" size={18} />
        ) : (
          <ArrowRight aria-hidden="true" size={18} />
        )}
      </button>
    </div>
  );
}
