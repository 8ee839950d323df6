import { type ApiErrorBody, type ApiResponse, handleUnauthorized } from "./api-client.ts";
import { readToken } from "./token-storage.ts";

// Uploads and downloads for the careers portal. Uploads go through
// XMLHttpRequest because fetch cannot report upload progress; both carry the
// bearer token like apiClient and treat a 401 the same way (end the session,
// go to the login page).

const networkError = { message: "We could not reach the server. Check your connection." };

/** Posts a multipart form, reporting progress from 0 to 1. Never throws. */
export function uploadForm<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<ApiResponse<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.setRequestHeader("Accept", "application/json");
    const token = readToken();
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
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
      if (xhr.status === 401) handleUnauthorized();
      if (xhr.status >= 200 && xhr.status < 300) resolve({ ok: true, status: xhr.status, body: body as T });
      else resolve({ ok: false, status: xhr.status, body: body as ApiErrorBody | null });
    });
    const failed = () => resolve({ ok: false, status: 0, body: networkError });
    xhr.addEventListener("error", failed);
    xhr.addEventListener("abort", failed);
    xhr.send(form);
  });
}

/** The file name of a `Content-Disposition: attachment` header. */
function fileNameOf(header: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header ?? "")?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // Fall through to the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(header ?? "")?.[1] ?? fallback;
}

/** Fetches a file with the bearer token and saves it. Returns an error message, or null on success. */
export async function downloadFile(path: string, fallbackName: string): Promise<string | null> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    return networkError.message;
  }
  if (response.status === 401) {
    handleUnauthorized();
    return "Your session has ended. Please log in again.";
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
    return body?.message ?? "We could not download the file. Please try again.";
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameOf(response.headers.get("content-disposition"), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return null;
}
