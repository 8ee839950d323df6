import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { Applicant, LoginInput, ProfileInput, RegisterInput } from "../applicant-schemas.ts";
import { clearApplicationDrafts } from "../application-draft.ts";
import { type ApplicantResult, applicantApi, LOGIN_REDIRECT_PATH, setUnauthorizedHandler } from "./applicant-api.ts";
import { readToken, removeToken, storeToken } from "./token-storage.ts";

// The applicant session in the browser (decision 0010): unknown while the stored
// token is checked, then signed in (an applicant) or signed out.

export type AuthContextValue = {
  /** True until the stored token has been checked (always true during server rendering). */
  loading: boolean;
  applicant: Applicant | null;
  isAuthenticated: boolean;
  /** Signs in and starts the session; answers the API's result. */
  login(credentials: LoginInput): Promise<ApplicantResult<Applicant>>;
  /** Creates the account and starts its session. */
  register(details: RegisterInput): Promise<ApplicantResult<Applicant>>;
  /** Revokes the session, forgets the token and returns to /careers. */
  logout(): Promise<void>;
  updateProfile(profile: ProfileInput): Promise<ApplicantResult<Applicant>>;
  /** Starts a session from a token and applicant the API returned (e.g. after a password change). */
  startSession(token: string, applicant: Applicant): void;
  /** Replaces the applicant with fresh data from the API. */
  setApplicant(applicant: Applicant): void;
  /** Forgets the session locally (e.g. after deleting the account). */
  endSession(): void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

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
    applicantApi.me(controller.signal).then((response) => {
      if (controller.signal.aborted) return;
      if (response.ok) {
        setApplicant(response.data.data);
      } else {
        // Logged without the token itself.
        console.warn(`Session check failed (HTTP ${response.status}); signing out.`);
        removeToken();
        setApplicant(null);
      }
      setLoading(false);
    });
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
    async (
      answer: Promise<ApplicantResult<{ token: string; data: Applicant }>>,
    ): Promise<ApplicantResult<Applicant>> => {
      const result = await answer;
      if (!result.ok) return result;
      startSession(result.data.token, result.data.data);
      return { ...result, data: result.data.data };
    },
    [startSession],
  );

  const login = useCallback((credentials: LoginInput) => signIn(applicantApi.login(credentials)), [signIn]);
  const register = useCallback((details: RegisterInput) => signIn(applicantApi.register(details)), [signIn]);

  const logout = useCallback(async () => {
    if (readToken()) await applicantApi.logout();
    // A shared computer's next user does not find this applicant's unsent cover letters.
    clearApplicationDrafts();
    endSession();
    navigate("/careers");
  }, [endSession, navigate]);

  const updateProfile = useCallback(async (profile: ProfileInput): Promise<ApplicantResult<Applicant>> => {
    const result = await applicantApi.updateProfile(profile);
    if (!result.ok) return result;
    setApplicant(result.data.data);
    return { ...result, data: result.data.data };
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

/**
 * A page for signed-in applicants: opened signed out, it goes to `loginPath` (while `enabled`). Signing out from
 * the page (logout, deleting the account, a 401) navigates on its own, so only a page that never had an applicant
 * redirects.
 */
export function useSignedOutRedirect(loginPath: string, enabled = true): void {
  const { loading, applicant } = useAuth();
  const navigate = useNavigate();
  const hadApplicant = useRef(false);
  if (applicant) hadApplicant.current = true;
  useEffect(() => {
    if (enabled && !loading && !applicant && !hadApplicant.current) navigate(loginPath, { replace: true });
  }, [enabled, loading, applicant, navigate, loginPath]);
}
