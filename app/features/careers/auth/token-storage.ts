// The applicant's session token lives in localStorage under "token" (decision
// 0010). Storage can be unavailable (private modes, blocked cookies): then the
// session simply lasts as long as the page.

export const TOKEN_STORAGE_KEY = "token";

let memoryToken: string | null = null;

export function readToken(): string | null {
  if (typeof window === "undefined") return null;
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return memoryToken;
  }
}

export function storeToken(token: string): void {
  memoryToken = token;
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Kept in memory only.
  }
}

export function removeToken(): void {
  memoryToken = null;
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
