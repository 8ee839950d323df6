import type { RenderEmail } from "./types.ts";

// The email templates, and React Email with them, load with the first email
// rather than with the server: a dynamic import, which the build puts in a
// chunk of its own (tests/integration/email-loading.test.ts checks that the
// server build's entry does not load them).
let templates: Promise<typeof import("./templates.server.tsx")> | undefined;

function loadTemplates(): Promise<typeof import("./templates.server.tsx")> {
  templates ??= import("./templates.server.tsx").catch((error: unknown) => {
    // Try again with the next email rather than failing every one after.
    templates = undefined;
    throw error;
  });
  return templates;
}

/** Renders a template to its subject, HTML and plain-text parts. */
export const renderEmail: RenderEmail = async (kind, props) => (await loadTemplates()).renderTemplate(kind, props);
