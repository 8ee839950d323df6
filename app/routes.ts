import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { solutionSlugs } from "./domain/solutions.ts";

const insightListings = ["blogs", "articles", "customer-stories", "whitepapers"];

/** A published item's own page, by route id: one module renders the items of every collection. */
const contentItemPages = {
  "insights-blog-post": "insights/blog/:slug",
  "insights-customer-story": "insights/customer-stories/:slug",
  "insights-item": "insights/:slug",
  "newsroom-item": "newsroom/:slug",
  announcement: "announcements/:slug",
  event: "events/:slug",
};

/** A back-office editor opens a new record at `path/new` and a saved one at `path/:id`, in the same module. */
function editorRoutes(path: string, file: string, id: string) {
  return [route(`${path}/new`, file, { id: `${id}-new` }), route(`${path}/:id`, file, { id: `${id}-edit` })];
}

// Routes are grouped by area; keep each group together so the file stays easy to scan.
export default [
  // Home and utility pages
  index("routes/home.tsx"),
  route("404", "routes/not-found.tsx", { id: "not-found-page" }),
  route("coming-soon", "routes/coming-soon.tsx"),

  // Solutions
  route("solutions", "routes/solutions-overview.tsx"),
  route("solutions/solution-details", "routes/solution-details.tsx"),
  // A fixed path before the products', so it is never read as a product.
  route("solutions/savings-calculator", "routes/savings-calculator.tsx"),
  ...solutionSlugs.map((slug) => route(`solutions/${slug}`, "routes/solution-product.tsx", { id: `solution-${slug}` })),

  // Company, programmes and contact
  route("about", "routes/about.tsx"),
  route("team", "routes/team.tsx"),
  route("government-relations", "routes/government-relations.tsx"),
  route("education-and-training", "routes/education-and-training.tsx"),
  route("industry-relations", "routes/industry-relations.tsx"),
  route("developer-apis", "routes/developer-apis.tsx"),
  route("csr-and-esg", "routes/csr-and-esg.tsx"),
  route("faqs", "routes/faqs.tsx"),
  route("contact", "routes/contact.tsx"),

  // Legal
  route("legal/terms-of-use", "routes/legal-terms-of-use.tsx"),
  route("legal/privacy-policy", "routes/legal-privacy-policy.tsx"),
  route("legal/accessibility-statement", "routes/legal-accessibility-statement.tsx"),

  // Lead wizard
  route("thank-you", "routes/thank-you.tsx"),
  route("book-a-demo", "routes/book-a-demo.tsx"),
  route("book-a-demo/manage", "routes/book-a-demo-manage.tsx"),

  // Insights, newsroom, announcements and events (content/ collections)
  route("insights", "routes/insights.tsx"),
  route("insights/article", "routes/insights-article-latest.tsx"),
  route("insights/rss.xml", "routes/insights-rss.ts"),
  ...insightListings.flatMap((collection) =>
    ["", "/tag/:tag", "/page/:page", "/tag/:tag/page/:page"].map((suffix) =>
      route(`insights/${collection}${suffix}`, "routes/insights-listing.tsx", {
        id: `insights-${collection}${suffix.replace(/[/:]+/g, "-")}`,
      }),
    ),
  ),
  route("newsroom", "routes/newsroom.tsx"),
  route("newsroom/rss.xml", "routes/newsroom-rss.ts"),
  route("announcements", "routes/announcements.tsx"),
  route("events", "routes/events.tsx"),
  ...Object.entries(contentItemPages).map(([id, path]) => route(path, "routes/content-item.tsx", { id })),

  // Site search (server rendered for every query; the header's search dialog calls /api/search)
  route("search", "routes/search.tsx"),

  // Search engines
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),

  // Newsletter
  route("verify-email", "routes/verify-email.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
  route("newsletter/preferences", "routes/newsletter-preferences.tsx"),
  route("newsletter/link/:delivery/:index/:signature", "routes/newsletter-link.ts"),
  route("newsletter/subscribe", "routes/newsletter-subscribe.tsx"),

  // Careers
  route("careers", "routes/careers.tsx"),
  route("careers/login", "routes/careers-login-redirect.tsx"),
  layout("routes/careers-jobs-layout.tsx", [
    route("careers/jobs/positions", "routes/careers-positions.tsx"),
    route("careers/jobs/login", "routes/careers-login.tsx"),
    route("careers/jobs/register", "routes/careers-register.tsx"),
    route("careers/jobs/forgot-password", "routes/careers-forgot-password.tsx"),
    route("careers/jobs/reset-password", "routes/careers-reset-password.tsx"),
    route("careers/jobs/profile", "routes/careers-profile.tsx"),
    route("careers/jobs/applications", "routes/careers-applications.tsx"),
    route("careers/jobs/:jobId/apply", "routes/careers-apply.tsx"),
    route("careers/jobs/:jobId", "routes/careers-job.tsx"),
  ]),

  // Admin (the staff back office; server-rendered per request, never cached, noindex)
  route("admin/login", "routes/admin/staff/login.tsx"),
  route("admin/forgot-password", "routes/admin/staff/forgot-password.tsx"),
  route("admin/reset-password", "routes/admin/staff/reset-password.tsx"),
  // The staff-only preview of a content item, in the site's frame (outside the back-office layout).
  route("admin/content/:id/preview", "routes/admin/content/content-preview.tsx"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/jobs", "routes/admin/careers/jobs.tsx"),
    ...editorRoutes("admin/jobs", "routes/admin/careers/job-edit.tsx", "admin-job"),
    route("admin/jobs/departments-and-locations", "routes/admin/careers/departments-and-locations.tsx"),
    route("admin/applications", "routes/admin/careers/applications.tsx"),
    route("admin/applications/:id", "routes/admin/careers/application.tsx"),
    route("admin/staff", "routes/admin/staff/staff.tsx"),
    route("admin/audit", "routes/admin/audit/audit.tsx"),
    route("admin/leads", "routes/admin/leads/leads.tsx"),
    route("admin/leads/:id", "routes/admin/leads/lead.tsx"),
    route("admin/bookings", "routes/admin/bookings/bookings.tsx"),
    route("admin/availability", "routes/admin/bookings/availability.tsx"),
    route("admin/subscribers", "routes/admin/subscribers/subscribers.tsx"),
    route("admin/campaigns", "routes/admin/campaigns/campaigns.tsx"),
    ...editorRoutes("admin/campaigns", "routes/admin/campaigns/campaign-edit.tsx", "admin-campaign"),
    route("admin/requests", "routes/admin/requests/requests.tsx"),
    route("admin/content", "routes/admin/content/content.tsx"),
    route("admin/directory", "routes/admin/directory/directory.tsx"),
    ...editorRoutes("admin/content", "routes/admin/content/content-edit.tsx", "admin-content"),
    route("admin/account", "routes/admin/staff/account.tsx"),
  ]),

  // Development helpers
  route("dev/mailbox", "routes/dev-mailbox.tsx"),
  route("dev/mailbox/:messageId", "routes/dev-mailbox-message.tsx"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
