import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { type Applicant, clientFallbackMessages, type ProfileInput, type RegisterInput } from "../applicant-schemas.ts";
import { apiClient, errorMessage, LOGIN_REDIRECT_PATH, setUnauthorizedHandler } from "./api-client.ts";
import { readToken, removeToken, storeToken } from "./token-storage.ts";

// The applicant session in the browser (decision 0010): unknown while the stored
// token is checked, then signed in (an applicant) or signed out.

export type AuthResult =
  | { ok: true; applicant: Applicant }
  | { ok: false; status: number; message: string; errors?: Record<string, string[] | undefined> };

export type AuthContextValue = {
  /** True until the stored token has been checked (always true during server rendering). */
  loading: boolean;
  applicant: Applicant | null;
  isAuthenticated: boolean;
  login(credentials: { email: string; password: string }): Promise<AuthResult>;
  register(details: RegisterInput): Promise<AuthResult>;
  /** Revokes the session, forgets the token and returns to /careers. */
  logout(): Promise<void>;
  updateProfile(profile: ProfileInput): Promise<AuthResult>;
  /** Starts a session from a token and applicant the API returned (e.g. after a password change). */
  startSession(token: string, applicant: Applicant): void;
  /** Replaces the applicant with fresh data from the API. */
  setApplicant(applicant: Applicant): void;
  /** Forgets the session locally (e.g. after deleting the account). */
  endSession(): void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

type SessionResponse = { token: string; data: Applicant };
type DataResponse = { data: Applicant };

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [loading, setLoading] = useState(true);
  const [applicant, setApplicant] = useState<Applicant | null>(null);

  // On start: a stored token is checked with GET /api/applicant/me.
  useEffect(() => {
    const controller = new AbortController();
    if (!readToken()) {
      setLoading(false);
      return;
    }
    apiClient<DataResponse>("/api/applicant/me", { redirectOnUnauthorized: false, signal: controller.signal }).then(
      (response) => {
        if (controller.signal.aborted) return;
        if (response.ok) {
          setApplicant(response.body.data);
        } else {
          // Logged without the token itself.
          console.warn(`Session check failed (HTTP ${response.status}); signing out.`);
          removeToken();
          setApplicant(null);
        }
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, []);

  // Any 401 on an authenticated call: forget the session and go to the login page.
  useEffect(() => {
    setUnauthorizedHandler(() => {
      removeToken();
      setApplicant(null);
      setLoading(false);
      const next = `${window.location.pathname}${window.location.search}`;
      navigate(`${LOGIN_REDIRECT_PATH}?next=${encodeURIComponent(next)}`, { replace: true });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate]);

  const startSession = useCallback((token: string, next: Applicant) => {
    storeToken(token);
    setApplicant(next);
    setLoading(false);
  }, []);

  const endSession = useCallback(() => {
    removeToken();
    setApplicant(null);
  }, []);

  const signIn = useCallback(
    async (path: string, body: unknown, fallback: string): Promise<AuthResult> => {
      const response = await apiClient<SessionResponse>(path, {
        method: "POST",
        body,
        redirectOnUnauthorized: false,
      });
      if (!response.ok) {
        return {
          ok: false,
          status: response.status,
          message: errorMessage(response, fallback),
          errors: response.body?.errors,
        };
      }
      startSession(response.body.token, response.body.data);
      return { ok: true, applicant: response.body.data };
    },
    [startSession],
  );

  const login = useCallback(
    (credentials: { email: string; password: string }) =>
      signIn("/api/applicant/login", credentials, clientFallbackMessages.login),
    [signIn],
  );
  const register = useCallback(
    (details: RegisterInput) => signIn("/api/applicant/register", details, clientFallbackMessages.register),
    [signIn],
  );

  const logout = useCallback(async () => {
    if (readToken()) await apiClient("/api/applicant/logout", { method: "POST", redirectOnUnauthorized: false });
    endSession();
    navigate("/careers");
  }, [endSession, navigate]);

  const updateProfile = useCallback(async (profile: ProfileInput): Promise<AuthResult> => {
    const response = await apiClient<DataResponse>("/api/applicant/profile", { method: "PUT", body: profile });
    if (!response.ok) {
      return {
        ok: false,
        status: response.status,
        message: errorMessage(response, clientFallbackMessages.profile),
        errors: response.body?.errors,
      };
    }
    setApplicant(response.body.data);
    return { ok: true, applicant: response.body.data };
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      loading,
      applicant,
      isAuthenticated: applicant !== null,
      login,
      register,
      logout,
      updateProfile,
      startSession,
      setApplicant,
      endSession,
    }),
    [loading, applicant, login, register, logout, updateProfile, startSession, endSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The applicant session; only inside an AuthProvider (the careers portal layout). */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
