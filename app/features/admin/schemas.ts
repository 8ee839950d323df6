import { staffRoles } from "#app/domain/staff.ts";
import { PASSWORD_MAX_LENGTH, passwordProblem, STAFF_PASSWORD_MIN_LENGTH } from "#app/lib/password-policy.ts";
import { z } from "#app/lib/validation.ts";

// One zod schema per back-office contract, shared by the forms and the API.

const email = z
  .string()
  .trim()
  .min(1, "Enter an email address.")
  .max(254, "Use at most 254 characters.")
  .pipe(z.email("Enter a valid email address."));

/** Sign-in: only shape checks, so a wrong password never reveals the rules. */
export const staffLoginSchema = z.object({
  email: z.string().trim().min(1, "Enter your email address.").max(254),
  password: z.string().min(1, "Enter your password.").max(PASSWORD_MAX_LENGTH),
});

/** A new staff password: the shared rules with the staff minimum length. */
export const staffPasswordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`)
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value, { minLength: STAFF_PASSWORD_MIN_LENGTH });
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** "Forgot your password?" on the sign-in page. */
export const staffForgotPasswordSchema = z.object({ email }, { error: "Send the email address as a JSON object." });

/** The reset page: the emailed token and the new password (the rules are checked with the account's name too). */
export const staffResetPasswordSchema = z.object(
  {
    token: z
      .string({ error: "The token from the link is missing." })
      .trim()
      .min(1, "The token from the link is missing.")
      .max(200, "The token is too long.")
      .regex(/^[\w-]+$/, "The token from the link is not valid."),
    password: staffPasswordSchema,
  },
  { error: "Send the token and the new password as a JSON object." },
);

export const staffRoleSchema = z.enum(staffRoles, { message: "Choose a role: admin, hr, sales or marketing." });

const name = z.string().trim().min(1, "Enter a name.").max(120, "Use at most 120 characters.");

export const createStaffSchema = z.object({
  email,
  name,
  role: staffRoleSchema,
  password: staffPasswordSchema,
});

export const updateStaffSchema = z
  .object({ name: name.optional(), role: staffRoleSchema.optional(), disabled: z.boolean().optional() })
  .refine((value) => Object.keys(value).length > 0, "Send at least one of name, role or disabled.");

export const setStaffPasswordSchema = z.object({ password: staffPasswordSchema });

export const changeOwnPasswordSchema = z.object({
  currentPassword: z.string().min(1, "Enter your current password.").max(PASSWORD_MAX_LENGTH),
  newPassword: staffPasswordSchema,
});

const optionalDate = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z.iso.date("Use a date like 2025-01-31.").optional(),
);

export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  staffId: z.preprocess((value) => (value === "" ? undefined : value), z.uuid("Not a staff id.").optional()),
  action: z.preprocess((value) => (value === "" ? undefined : value), z.string().max(100).optional()),
  entityType: z.preprocess((value) => (value === "" ? undefined : value), z.string().max(100).optional()),
  from: optionalDate,
  to: optionalDate,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const staffMessages = {
  invalidLogin: "Invalid email or password",
  unauthenticated: "Please sign in to the back office.",
  forbidden: "You do not have access to this area",
  csrf: "Missing or invalid CSRF token",
  emailTaken: "A staff account with this email address exists.",
  notFound: "There is no staff account with this id.",
  selfChange: "You cannot disable your own account or change your own role.",
  lastAdmin: "This is the last active administrator; make another administrator first.",
  wrongPassword: "Your current password is not correct.",
  forgotPasswordAccepted:
    "If a staff account exists for that address, we have emailed it a link to choose a new password. The link is valid for 60 minutes.",
  resetLinkInvalid: "This password reset link is not valid or has already been used. Please ask for a new one.",
  resetLinkExpired: "This password reset link has expired. Please ask for a new one.",
  passwordReset: "Your password has been changed. Please sign in with your new password.",
} as const;

/**
 * Why a back-office form from another address was refused, and where to open the
 * back office instead: the session cookie belongs to one address, so the same
 * machine under another name (127.0.0.1 for localhost) is another site.
 */
export function foreignOriginMessage(origin: string | undefined, publicUrl: string): string {
  const from = origin && /^https?:\/\/[^/]+$/.test(origin) ? origin : "another address";
  return `This form was sent from ${from}; open the back office at ${publicUrl}/admin/login to sign in.`;
}

/** `?role=` of the staff picker (e.g. a lead's owner). */
export const staffOptionsQuerySchema = z.object({
  role: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.enum(staffRoles, { message: "Choose a role." }).optional(),
  ),
});
