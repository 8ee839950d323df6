import { PASSWORD_MAX_LENGTH, passwordMessages, passwordProblem } from "#app/lib/password-policy.ts";
import { hasControlCharacters, z } from "#app/lib/validation.ts";
import { safeNextPath } from "./auth/next-path.ts";

// One contract per applicant call, shared by the portal's forms and the API.

/** The applicant as the API returns it: never a hash or a token. */
export type Applicant = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  location: string | null;
  headline: string | null;
  linkedinUrl: string | null;
  portfolioUrl: string | null;
  emailVerified: boolean;
  role: "applicant";
  createdAt: string;
};

export const applicantMessages = {
  invalidCredentials: "Invalid email or password",
  unauthenticated: "Please log in to continue.",
  sessionEnded: "Your session has ended. Please log in again.",
  wrongCurrentPassword: "Your current password is not correct.",
  wrongPassword: "That password is not correct.",
  forgotPasswordAccepted:
    "If an account exists for that email address, we have sent a link to reset the password. It is valid for 1 hour.",
  resetLinkInvalid: "This password reset link is not valid or has already been used. Please ask for a new one.",
  resetLinkExpired: "This password reset link has expired. Please ask for a new one.",
  verifyLinkInvalid: "This verification link is not valid or has already been used.",
  verifyLinkExpired: "This verification link has expired. Log in and ask for a new one from your profile.",
  alreadyVerified: "Your email address is already verified.",
  verificationSent: "We have sent a new verification link to your email address.",
  passwordReset: "Your password has been changed. Please log in with your new password.",
  passwordChanged: "Your password has been changed. Your other sessions have been signed out.",
  tooManyLogins: "Too many login attempts. Please wait a few minutes and try again.",
} as const;

// Fallback messages the portal shows when an error answer carries no message of its own.
export const clientFallbackMessages = {
  login: "Login failed",
  register: "Registration failed",
  profile: "Profile update failed",
} as const;

const requiredString = (missing: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? missing : "Please enter text.") });

export const emailSchema = requiredString("Please enter your email address.")
  .trim()
  .min(1, "Please enter your email address.")
  .max(254, "That email address is too long.")
  .pipe(z.email("Please enter a valid email address."));

const nameSchema = (label: string) =>
  requiredString(`Please enter your ${label}.`)
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(100, `Your ${label} must be at most 100 characters.`)
    .refine(
      (value) => !hasControlCharacters(value) && !/[<>]/.test(value),
      `Your ${label} contains characters we cannot accept.`,
    );

/** Any password as typed (login, current password): only the size is bounded. */
const enteredPasswordSchema = requiredString(passwordMessages.required)
  .min(1, passwordMessages.required)
  .max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong);

/** A new password: its own rules are checked where the name and email are known. */
export const newPasswordSchema = enteredPasswordSchema;

/** Optional free text: "" or null clears it. */
const optionalText = (label: string, max: number) =>
  z
    .union([z.string(), z.null()], { error: `${label} must be text.` })
    .transform((value) => (value === null ? null : value.trim() || null))
    .refine((value) => value === null || value.length <= max, `${label} must be at most ${max} characters.`)
    .refine((value) => value === null || !hasControlCharacters(value), `${label} contains invalid characters.`)
    .optional();

const phoneSchema = optionalText("Phone", 40).refine(
  (value) => value == null || /^\+?[\d\s().-]{5,40}$/.test(value),
  "Please enter a phone number using digits, spaces and + ( ) - only.",
);

const urlSchema = (label: string, host?: RegExp) =>
  optionalText(label, 500).refine(
    (value) => {
      if (value == null) return true;
      try {
        const url = new URL(value);
        return (url.protocol === "https:" || url.protocol === "http:") && (!host || host.test(url.hostname));
      } catch {
        return false;
      }
    },
    `${label} must be a full web address starting with https://${host ? " on linkedin.com" : ""}.`,
  );

/**
 * The careers page an applicant was on when they were asked to sign up or verify (e.g. a job's apply page): the
 * verification link brings them back to it. Only a path of the careers portal on this site (`safeNextPath`).
 */
export const returnPathSchema = z
  .string()
  .refine((value) => safeNextPath(value) === value, "The page to return to must be a careers page on this site.");

export const registerSchema = z
  .object(
    {
      firstName: nameSchema("first name"),
      lastName: nameSchema("last name"),
      email: emailSchema,
      password: newPasswordSchema,
      phone: phoneSchema,
      returnTo: returnPathSchema.optional(),
    },
    { error: "Send the registration details as a JSON object." },
  )
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value.password, value);
    if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
  });

export type RegisterInput = z.input<typeof registerSchema>;

export const resendVerificationSchema = z.object(
  { returnTo: returnPathSchema.optional() },
  { error: "Send the page to return to as a JSON object, or no body." },
);

export const loginSchema = z.object(
  { email: emailSchema, password: enteredPasswordSchema },
  { error: "Send the email and password as a JSON object." },
);

export type LoginInput = z.input<typeof loginSchema>;

export const profileSchema = z.object(
  {
    firstName: nameSchema("first name").optional(),
    lastName: nameSchema("last name").optional(),
    phone: phoneSchema,
    location: optionalText("Location", 120),
    headline: optionalText("Headline", 160),
    linkedinUrl: urlSchema("LinkedIn URL", /(^|\.)linkedin\.com$/i),
    portfolioUrl: urlSchema("Portfolio URL"),
  },
  { error: "Send the profile as a JSON object." },
);

export type ProfileInput = z.input<typeof profileSchema>;

/** A token from an emailed link (43 base64url characters). */
export const emailedTokenSchema = requiredString("The token from the link is missing.")
  .trim()
  .min(1, "The token from the link is missing.")
  .max(200, "The token is too long.")
  .regex(/^[\w-]+$/, "The token from the link is not valid.");

export const verifyEmailSchema = z.object({ token: emailedTokenSchema }, { error: "Send the token as a JSON object." });

export const forgotPasswordSchema = z.object({ email: emailSchema }, { error: "Send the email as a JSON object." });

export const resetPasswordSchema = z.object(
  { token: emailedTokenSchema, password: newPasswordSchema },
  { error: "Send the token and new password as a JSON object." },
);

export const changePasswordSchema = z.object(
  { currentPassword: enteredPasswordSchema, newPassword: newPasswordSchema },
  { error: "Send the current and new password as a JSON object." },
);

export const deleteAccountSchema = z.object(
  { password: enteredPasswordSchema },
  { error: "Send your password as a JSON object." },
);
