// The blocklist (app/lib/common-passwords.ts, about 8 kB gzip) stays out of the pages' first-load
// JavaScript: the server loads it before its first check; in the browser a new-password form fetches it
// when it appears (loadPasswordBlocklist), and until it arrives the API's check, the one that counts, refuses.
type Blocklist = typeof import("./common-passwords.ts");
const loadBlocklist = () => import("./common-passwords.ts");
let blocklist: Blocklist | undefined = typeof window === "undefined" ? await loadBlocklist() : undefined;
let blocklistRequest: Promise<void> | undefined;

/**
 * Fetches the blocklist in the browser (once). A form that asks for a new password calls it when it
 * appears, so the list has arrived by the time the first password is checked.
 */
export function loadPasswordBlocklist(): Promise<void> {
  if (blocklist) return Promise.resolve();
  blocklistRequest ??= loadBlocklist().then(
    (loaded) => {
      blocklist = loaded;
    },
    () => {
      blocklistRequest = undefined;
    },
  );
  return blocklistRequest;
}

function isCommon(lower: string, base: string): boolean {
  if (!blocklist) {
    void loadPasswordBlocklist();
    return false;
  }
  const { commonPasswords, commonPasswordBases } = blocklist;
  return commonPasswords.has(lower) || commonPasswordBases.has(base) || commonPasswords.has(base);
}

// The password rules (applicants and staff), shared by the forms (instant feedback) and the
// API (the rule that counts). Length first, then the checks that catch
// passwords people pick because they are easy to guess.

export const PASSWORD_MIN_LENGTH = 10;
/** Staff accounts open the back office, so their passwords are longer. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordMessages = {
  required: "Please enter a password.",
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  common: "This password is too common and easy to guess. Please choose another.",
  oneCharacter: "This password repeats one character. Please choose another.",
  sequence: "This password is a simple sequence (like 1234567890 or abcdefghij). Please choose another.",
  personal: "Your password must not contain your name or email address.",
} as const;

/** What the password is checked against besides the lists. */
export type PasswordContext = {
  email?: string;
  firstName?: string;
  lastName?: string;
  /** Defaults to PASSWORD_MIN_LENGTH (applicants); staff use STAFF_PASSWORD_MIN_LENGTH. */
  minLength?: number;
};

const sequences = [
  "0123456789012345678901234567890",
  "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz",
  "qwertyuiopqwertyuiop",
  "asdfghjklasdfghjkl",
  "zxcvbnmzxcvbnm",
  "1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p",
  "1q2w3e4r5t6y7u8i9o0p",
];

/** True when the whole password runs along one of the sequences, forwards or backwards. */
function isSequence(password: string): boolean {
  return sequences.some((sequence) => {
    const reversed = [...sequence].reverse().join("");
    return sequence.includes(password) || reversed.includes(password);
  });
}

/** True when the password is one short chunk repeated ("abcabcabcabc", "12121212121"). */
function isRepeatedChunk(password: string): boolean {
  for (let size = 1; size <= 4; size++) {
    const chunk = password.slice(0, size);
    if (chunk.repeat(Math.ceil(password.length / size)).slice(0, password.length) === password) return true;
  }
  return false;
}

/** Words of this site that make a weak password whatever surrounds them, like the common bases. */
const siteWords = new Set(["marut", "careers"]);

/**
 * The message for a password that is a pattern guessers try before any list (one repeated
 * character, a run along a sequence, a short repeated chunk); undefined otherwise. Takes the
 * lower-cased password. The blocklist generator skips what this already refuses.
 */
export function patternProblem(lower: string): string | undefined {
  if (new Set(lower).size === 1) return passwordMessages.oneCharacter;
  if (isSequence(lower)) return passwordMessages.sequence;
  if (isRepeatedChunk(lower)) return passwordMessages.common;
  return undefined;
}

/** Parts of the email and name at least three characters long, lower-cased. */
function personalWords({ email, firstName, lastName }: PasswordContext): string[] {
  const local = email?.trim().toLowerCase().split("@")[0] ?? "";
  const words = [local, ...local.split(/[^a-z0-9]+/), firstName ?? "", lastName ?? ""].map((word) =>
    word.trim().toLowerCase(),
  );
  return [...new Set(words.filter((word) => word.length >= 3))];
}

/**
 * The first rule the password breaks, as a message for people; undefined when
 * it is acceptable.
 */
export function passwordProblem(password: string, context: PasswordContext = {}): string | undefined {
  if (password.length === 0) return passwordMessages.required;
  const minLength = context.minLength ?? PASSWORD_MIN_LENGTH;
  if (password.length < minLength) {
    return minLength === PASSWORD_MIN_LENGTH ? passwordMessages.tooShort : `Use at least ${minLength} characters.`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong;
  const lower = password.toLowerCase();
  const pattern = patternProblem(lower);
  if (pattern) return pattern;
  // A common password, or a common word dressed up with digits and symbols ("Password2024!", "welcome@123").
  const base = lower.replace(/^[^a-z]+/, "").replace(/[^a-z]+$/, "");
  if (siteWords.has(base) || isCommon(lower, base)) return passwordMessages.common;
  const email = context.email?.trim().toLowerCase();
  if (email && lower === email) return passwordMessages.personal;
  if (personalWords(context).some((word) => lower.includes(word))) return passwordMessages.personal;
  return undefined;
}
