import type { MutationResult } from "../../../components/ui/use-mutation.ts";
import type { FieldErrors } from "../../../lib/validation.ts";
import type { Applicant, LoginInput, ProfileInput, RegisterInput } from "../applicant-schemas.ts";
import { clientFallbackMessages } from "../applicant-schemas.ts";
import type { Application, ResumeInfo } from "../application-schemas.ts";
import { readToken, removeToken } from "./token-storage.ts";

// The careers portal's calls to the applicant API (spec §6, §7), one function
// per operation. Every call carries the stored token as a bearer header when
// there is one, answers a result and never throws; a 401 on an authenticated
// call ends the session and goes to the login page (spec §8).

export type ApplicantResult<T> = MutationResult<T>;

/** Where a 401 sends the reader: the spec's login path, which redirects to the portal's login page. */
export const LOGIN_REDIRECT_PATH = "/careers/login";

const networkMessage = "We could not reach the server. Check your connection.";

function defaultUnauthorizedHandler() {
  removeToken();
  const next = `${window.location.pathname}${window.location.search}`;
  window.location.assign(`${LOGIN_REDIRECT_PATH}?next=${encodeURIComponent(next)}`);
}

let onUnauthorized: () => void = defaultUnauthorizedHandler;

/** The AuthProvider installs a handler that also clears its state and navigates without a reload. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler ?? defaultUnauthorizedHandler;
}

function bearer(): Record<string, string> {
  const token = readToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

type Call = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  json?: unknown;
  form?: FormData;
  /** Whether a 401 ends the session (off where 401 is an ordinary answer: a failed login, the session check). */
  session?: boolean;
  /** The message when an error answer has none (spec §8). */
  fallback?: string;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
};

type Answer = { status: number; body: unknown };

function failure(status: number, body: unknown, fallback: string): ApplicantResult<never> {
  const error = (typeof body === "object" && body !== null ? body : {}) as { message?: unknown; errors?: unknown };
  const message = typeof error.message === "string" && error.message.length > 0 ? error.message : fallback;
  const fieldErrors = (typeof error.errors === "object" && error.errors !== null ? error.errors : {}) as FieldErrors;
  return { ok: false, status, message, fieldErrors };
}

/** Sends a multipart form with XMLHttpRequest, the one browser API that reports upload progress. */
function sendWithProgress(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<Answer | null> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(bearer())) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener("load", () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    });
    xhr.addEventListener("error", () => resolve(null));
    xhr.addEventListener("abort", () => resolve(null));
    xhr.send(form);
  });
}

async function sendWithFetch(path: string, call: Call): Promise<Answer | null> {
  const headers: Record<string, string> = { Accept: "application/json", ...bearer() };
  if (call.json !== undefined) headers["Content-Type"] = "application/json";
  try {
    const response = await fetch(path, {
      method: call.method ?? (call.json === undefined && !call.form ? "GET" : "POST"),
      headers,
      body: call.form ?? (call.json === undefined ? undefined : JSON.stringify(call.json)),
      signal: call.signal,
    });
    return { status: response.status, body: response.status === 204 ? null : await response.json().catch(() => null) };
  } catch {
    return null;
  }
}

async function request<T>(path: string, call: Call = {}): Promise<ApplicantResult<T>> {
  const answer =
    call.form && call.onProgress
      ? await sendWithProgress(path, call.form, call.onProgress)
      : await sendWithFetch(path, call);
  if (!answer) return { ok: false, status: 0, message: networkMessage, fieldErrors: {} };
  if (answer.status === 401 && (call.session ?? true)) onUnauthorized();
  if (answer.status >= 200 && answer.status < 300) return { ok: true, status: answer.status, data: answer.body as T };
  return failure(answer.status, answer.body, call.fallback ?? "Something went wrong. Please try again.");
}

type Session = { token: string; data: Applicant };
type Message = { message: string };

export const applicantApi = {
  me: (signal?: AbortSignal) => request<{ data: Applicant }>("/api/applicant/me", { signal, session: false }),
  login: (input: LoginInput) =>
    request<Session>("/api/applicant/login", { json: input, session: false, fallback: clientFallbackMessages.login }),
  register: (input: RegisterInput) =>
    request<Session>("/api/applicant/register", {
      json: input,
      session: false,
      fallback: clientFallbackMessages.register,
    }),
  logout: () => request<null>("/api/applicant/logout", { method: "POST", session: false }),
  updateProfile: (input: ProfileInput) =>
    request<{ data: Applicant }>("/api/applicant/profile", {
      method: "PUT",
      json: input,
      fallback: clientFallbackMessages.profile,
    }),
  resendVerification: () => request<Message>("/api/applicant/resend-verification", { method: "POST" }),
  forgotPassword: (input: { email: string }) =>
    request<Message>("/api/applicant/forgot-password", { json: input, session: false }),
  resetPassword: (input: { token: string; password: string }) =>
    request<Message>("/api/applicant/reset-password", { json: input, session: false }),
  changePassword: (input: { currentPassword: string; newPassword: string }) =>
    request<Session>("/api/applicant/change-password", { json: input }),
  exportData: () => request<unknown>("/api/applicant/export"),
  deleteAccount: (input: { password: string }) =>
    request<null>("/api/applicant/account", { method: "DELETE", json: input }),
  applications: (signal?: AbortSignal) => request<{ data: Application[] }>("/api/applicant/applications", { signal }),
  withdraw: (applicationId: string) =>
    request<{ data: Application }>(`/api/applicant/applications/${encodeURIComponent(applicationId)}/withdraw`, {
      method: "POST",
    }),
  apply: (jobId: string, form: FormData, onProgress: (fraction: number) => void) =>
    request<{ data: Application }>(`/api/jobs/${encodeURIComponent(jobId)}/applications`, { form, onProgress }),
  resume: (signal?: AbortSignal) => request<{ data: ResumeInfo | null }>("/api/applicant/resume", { signal }),
  uploadResume: (form: FormData, onProgress: (fraction: number) => void) =>
    request<{ data: ResumeInfo }>("/api/applicant/resume", { form, onProgress }),
  /** The résumé file itself, as a Blob and the name it was uploaded with. */
  resumeFile: () => downloadBlob("/api/applicant/resume/file"),
};

/** The file name of a `Content-Disposition: attachment` header. */
function fileNameOf(header: string | null): string | null {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header ?? "")?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // Fall through to the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(header ?? "")?.[1] ?? null;
}

async function downloadBlob(path: string): Promise<ApplicantResult<{ blob: Blob; fileName: string | null }>> {
  let response: Response;
  try {
    response = await fetch(path, { headers: bearer() });
  } catch {
    return { ok: false, status: 0, message: networkMessage, fieldErrors: {} };
  }
  if (response.status === 401) onUnauthorized();
  if (!response.ok) {
    return failure(
      response.status,
      await response.json().catch(() => null),
      "We could not download the file. Please try again.",
    );
  }
  const blob = await response.blob();
  return {
    ok: true,
    status: response.status,
    data: { blob, fileName: fileNameOf(response.headers.get("content-disposition")) },
  };
}
