import { type FleetSize, fleetSizes, type LeadFeature, leadFeatures } from "#app/domain/leads.ts";
import type { ContactTopic } from "#app/lib/contact-modal.tsx";
import { savingsInputSchema } from "#app/lib/savings-query.ts";
import { hasControlCharacters, z } from "#app/lib/validation.ts";

// The lead wizard's contract, shared by the browser form and the API handlers.

export const WIZARD_STEPS = 8;

/** The feature each "Let's talk" topic (a link's `?talk=`) ticks in the wizard. */
export const topicFeatures: Record<ContactTopic, LeadFeature> = {
  "real-time-tracking": "Real-time tracking",
  dsm: "Driver Status Monitoring (DSM)",
  adas: "ADAS",
  "fuel-monitoring": "Fuel monitoring",
  "fleet-management": "Fleet Management",
};

const email = z
  .string({ message: "Please enter your email address." })
  .trim()
  .min(1, "Please enter your email address.")
  .max(254, "That email address is too long.")
  .pipe(z.email("Please enter a valid email address."));

export const sendCodeSchema = z.object({ email });

/** Typed text without control characters (NUL among them, which PostgreSQL cannot store). */
const text = (message?: string) =>
  z
    .string(message ? { message } : undefined)
    .trim()
    .refine((value) => !hasControlCharacters(value), "Please remove the special characters.");

const quantity = z.object({
  available: z.boolean({ message: "must be true or false" }),
  qty: z.number({ message: "must be a number" }).int().min(0).max(100_000),
});

/** The whole draft as the wizard sends it on step 8. */
export const leadDraftSchema = z
  .object({
    fleetSize: z.enum(fleetSizes, { message: "Please choose your fleet size." }),
    interestedIn: z
      .array(z.enum(leadFeatures, { message: "Please choose from the listed features." }), {
        message: "Please choose at least one feature.",
      })
      .min(1, "Please choose at least one feature.")
      .max(leadFeatures.length)
      .refine((items) => new Set(items).size === items.length, "Each feature can be chosen once."),
    country: z.object(
      {
        id: z.string({ message: "Please choose your country." }).regex(/^\d{1,4}$/, "Please choose your country."),
        name: text().pipe(z.string().min(1).max(100)),
      },
      { message: "Please choose your country." },
    ),
    state: text("Please choose your state or region.").pipe(
      z.string().min(1, "Please choose your state or region.").max(100),
    ),
    company: text("Please enter your company.").pipe(z.string().min(1, "Please enter your company.").max(200)),
    firstName: text("must be text").pipe(z.string().max(100)),
    lastName: text("must be text").pipe(z.string().max(100)),
    email,
    phone: z
      .string({ message: "Please enter your phone number." })
      .trim()
      .min(1, "Please enter your phone number.")
      .max(40, "That phone number is too long.")
      .regex(/^\+?[\d\s().-]+$/, "Please enter a phone number using digits, spaces and + ( ) - only."),
    code: z
      .string({ message: "Please enter the 6-digit code." })
      .trim()
      .regex(/^\d{6}$/, "Please enter the 6-digit code."),
    vehicles: quantity,
    assets: quantity,
    /** Honeypot: hidden from people, filled in by bots. */
    website: z.string().max(2000).optional(),
    /** The page the wizard was opened on. */
    sourcePage: text().pipe(z.string().max(500)).optional(),
  })
  .refine((draft) => draft.firstName !== "" || draft.lastName !== "", {
    message: "Please enter your first or last name.",
    path: ["firstName"],
  });

export type LeadDraft = z.infer<typeof leadDraftSchema>;

/**
 * A savings estimate sent after its lead (POST /api/leads/{id}/estimate): the
 * calculator's inputs, and the address and code the lead was verified with,
 * which prove that whoever sends it is the visitor who sent the lead.
 */
export const leadEstimateSchema = z.object({
  email,
  code: z
    .string({ message: "Please send the 6-digit code the lead was verified with." })
    .trim()
    .regex(/^\d{6}$/, "Please send the 6-digit code the lead was verified with."),
  inputs: savingsInputSchema,
});
export type LeadEstimateRequest = z.infer<typeof leadEstimateSchema>;

/** Messages the API gives for the verification code, as the wizard shows them. */
export const codeMessages = {
  invalid: "Invalid verification code",
  expired: "Verification code expired. Request a new one.",
  tooManyAttempts: "Too many attempts with this code. Request a new one.",
} as const;

/** The wizard's starting values (vehicles and assets start false/0 and are not edited). */
export function emptyDraft() {
  return {
    fleetSize: "" as FleetSize | "",
    interestedIn: [] as LeadFeature[],
    country: { id: "", name: "" },
    state: "",
    company: "",
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    code: "",
    vehicles: { available: false, qty: 0 },
    assets: { available: false, qty: 0 },
  };
}

export type WizardDraft = ReturnType<typeof emptyDraft>;

/** Whether Continue is disabled on `step`; on step 5 only when both names are empty. */
export function isContinueDisabled(step: number, draft: WizardDraft): boolean {
  switch (step) {
    case 1:
      return draft.fleetSize === "";
    case 2:
      return draft.interestedIn.length === 0;
    case 3:
      return draft.state.trim() === "";
    case 4:
      return draft.company.trim() === "";
    case 5:
      return draft.firstName.trim() === "" && draft.lastName.trim() === "";
    case 6:
      return draft.email.trim() === "";
    case 7:
      return draft.phone.trim() === "";
    default:
      return draft.code.trim() === "";
  }
}
