import { absoluteUrl } from "../lib/seo.ts";

export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /admin",
    "Disallow: /dev/",
    "Disallow: /verify-email",
    "Disallow: /newsletter/",
    "Disallow: /careers/jobs/applications",
    "Disallow: /careers/jobs/profile",
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
