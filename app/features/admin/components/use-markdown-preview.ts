import { useEffect, useState } from "react";
import { sendAsStaff, useStaffClient } from "../staff-client.ts";

/** Whose page the preview renders like: a job's page or a content item's. */
export type MarkdownPreviewOf = "jobs" | "content";

/**
 * The HTML of `markdown` as the server renders it on the public page, asked for once typing pauses (300 ms);
 * "" until the first answer.
 */
export function useMarkdownPreview(markdown: string, of: MarkdownPreviewOf): string {
  const client = useStaffClient();
  const [html, setHtml] = useState("");
  useEffect(() => {
    const timer = setTimeout(async () => {
      const json = { markdown };
      const result = await sendAsStaff(
        of === "jobs"
          ? client.api.admin.jobs.preview.$post({ json })
          : client.api.admin.content.preview.$post({ json }),
      );
      if (result.ok) setHtml(result.data.data.html);
    }, 300);
    return () => clearTimeout(timer);
  }, [markdown, of, client]);
  return html;
}
