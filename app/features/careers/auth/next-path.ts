/**
 * The `?next=` a login page may return to: only paths inside the careers
 * portal on this site ("/careers/…"), never another origin ("//evil.example",
 * "/\\evil.example") or a scheme.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith("/careers/") || value.includes("\\") || /[\s\p{Cc}]/u.test(value)) return null;
  try {
    const url = new URL(value, "https://marut.invalid");
    if (url.origin !== "https://marut.invalid" || !url.pathname.startsWith("/careers/")) return null;
    // Never back to the login page itself.
    if (url.pathname === "/careers/login" || url.pathname === "/careers/jobs/login") return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

export const DEFAULT_SIGNED_IN_PATH = "/careers/jobs/positions";

/** `path` with `?next=` set to `next`, or `path` alone without one. */
export function withNext(path: string, next: string | null): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}
