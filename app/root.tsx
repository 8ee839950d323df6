import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { BackToHomePage } from "./components/ui/back-to-home-page.tsx";
import { companyFactsOf, loadDirectory } from "./features/content/directory.server.ts";
import { NewsletterForm } from "./features/newsletter/components/newsletter-form.tsx";
import { SiteFooter } from "./features/site/components/site-footer.tsx";
import { SiteHeader } from "./features/site/components/site-header.tsx";
import { brand } from "./lib/brand.ts";
import { type CompanyFacts, useOffices } from "./lib/company-facts.ts";
import { ContactModalProvider, useContactModal } from "./lib/contact-modal.tsx";
import { footerBandFor, headerThemeFor } from "./lib/navigation.ts";
import { pageContext, type RouteHandle } from "./lib/page-context.ts";
import { absoluteUrl, canonicalPath, organizationJsonLd, socialImage } from "./lib/seo.ts";

const notFoundRouteIds = new Set(["routes/not-found", "not-found-page"]);
/** Pages left out of the site search. */
const unindexedPaths = new Set(["/thank-you", "/coming-soon", "/search"]);

/**
 * The offices from the directory in the database, for every page's footer,
 * "Let's talk" modal and Organization data (`useOffices`). The same for every
 * visitor: the pages stay in the render cache, renewed when the directory changes.
 */
export async function loader({ context }: Route.LoaderArgs): Promise<CompanyFacts> {
  const page = context.get(pageContext);
  // An address the server refused (server/app.ts) is answered as a 400 page.
  if (page.badRequest) throw data({ message: page.badRequest }, { status: 400 });
  return companyFactsOf(await loadDirectory(page.services));
}

/** The canonical address, sharing card defaults and the Organization data every page carries. */
function SiteMetadata() {
  const location = useLocation();
  const offices = useOffices();
  const matches = useMatches();
  const error = useRouteError();
  const leaf = matches.at(-1)?.id ?? "";
  if (error != null || notFoundRouteIds.has(leaf)) return <meta name="robots" content="noindex" />;
  if (isAdminPath(location.pathname)) return null;
  const url = absoluteUrl(location.pathname);
  const leafMatch = matches.at(-1);
  const own = (leafMatch?.handle as RouteHandle | undefined)?.socialImage?.(leafMatch?.loaderData) ?? null;
  const card = own ?? socialImage;
  const image = `${brand.siteUrl}${card.path}`;
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={brand.name} />
      <meta property="og:locale" content="en_GB" />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(card.width)} />
      <meta property="og:image:height" content={String(card.height)} />
      <meta property="og:image:alt" content={card.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={card.alt} />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON built from brand facts and the directory's offices, with "<" escaped
        dangerouslySetInnerHTML={{ __html: JSON.stringify(organizationJsonLd(offices)).replace(/</g, "\\u003c") }}
      />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1c1c1c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <SiteMetadata />
        <link rel="alternate" type="application/rss+xml" title={`${brand.name} insights`} href="/insights/rss.xml" />
        <link rel="alternate" type="application/rss+xml" title={`${brand.name} newsroom`} href="/newsroom/rss.xml" />
        <Links />
      </head>
      <body className="min-h-screen bg-paper font-sans text-ink antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Header, main and footer around every page, plus the site-wide modal and loading overlay. */
function SiteShell({ children, notFound = false }: { children: ReactNode; notFound?: boolean }) {
  const location = useLocation();
  const matches = useMatches();
  const leaf = matches.at(-1)?.id ?? "";
  const isNotFound = notFound || notFoundRouteIds.has(leaf);
  const theme = headerThemeFor(location.pathname, isNotFound);
  // Filtered and paged listings repeat their items' summaries: search finds the items themselves.
  // An address may end in a slash (answered with a redirect): compare canonical paths.
  const path = canonicalPath(location.pathname);
  const indexable = !isNotFound && !unindexedPaths.has(path) && !/\/(tag|page)\//.test(path);
  // Marks the document once React has taken over, so scripted checks know when controls respond.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <ContactModalProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-signal px-2 py-1 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-1 focus:left-1"
      >
        Skip to content
      </a>
      {/* The careers portal has its own bar (routes/careers-jobs-layout.tsx). */}
      {location.pathname.startsWith("/careers/jobs/") ? null : <SiteHeader theme={theme} />}
      {/* Only the main content of indexable pages is extracted for site search (server/search-indexer.ts). */}
      <main id="main" tabIndex={-1} className="outline-none" data-search-body={indexable ? "" : undefined}>
        {children}
      </main>
      <SiteFooter newsletter={<NewsletterForm />} band={footerBandFor(location.pathname, location.search)} />
      <ContactModalSlot />
      <LoadingOverlaySlot />
    </ContactModalProvider>
  );
}

const ContactModalHost = lazy(
  (): Promise<{ default: ComponentType }> =>
    import("./contact-modal-host.tsx").catch(() => {
      // Offline or a stale deployment: the contact page has the same details.
      window.location.assign("/contact");
      return { default: () => null };
    }),
);

/** Mounts `children` (lazy code) the first time it is `wanted`, and keeps it mounted from then on. */
function MountWhenFirstWanted({ wanted, children }: { wanted: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  if (wanted && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** Mounts the "Let's talk" modal once it is first asked for, and keeps it mounted so answers survive closing it. */
function ContactModalSlot() {
  const { isOpen } = useContactModal();
  return (
    <MountWhenFirstWanted wanted={isOpen}>
      <ContactModalHost />
    </MountWhenFirstWanted>
  );
}

const LoadingOverlay = lazy(() =>
  import("./features/site/components/loading-overlay.tsx").then(
    (module) => ({ default: module.LoadingOverlay }),
    // Offline or a stale deployment: the navigation goes on without the overlay.
    () => ({ default: () => null }),
  ),
);

/**
 * Mounts the loading overlay when the first client-side navigation starts, and keeps it mounted:
 * a page that is only read never loads its code. The overlay waits OVERLAY_DELAY_MS before it shows,
 * far longer than its code takes to arrive.
 */
function LoadingOverlaySlot() {
  const navigating = useNavigation().state !== "idle";
  return (
    <MountWhenFirstWanted wanted={navigating}>
      <LoadingOverlay />
    </MountWhenFirstWanted>
  );
}

/**
 * The back office (/admin) has its own frame (routes/admin/layout.tsx): no site header, footer or newsletter.
 * The staff preview of a content item (/admin/content/<id>/preview) is shown in the site's frame, as its page will be.
 */
const isAdminPath = (path: string) =>
  (path === "/admin" || path.startsWith("/admin/")) && !/^\/admin\/content\/[^/]+\/preview$/.test(path);

export default function App() {
  const location = useLocation();
  // SiteShell marks hydration for the public pages; the back office skips SiteShell.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  if (isAdminPath(location.pathname)) return <Outlet />;
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const refusal = isRouteErrorResponse(error) && error.status === 400 ? messageOf(error.data) : undefined;
  return (
    <SiteShell notFound={notFound}>
      <section className="page-container py-8">
        <h1 className="page-title">
          {notFound
            ? "We could not find that page"
            : refusal
              ? "We could not read that address"
              : "Something went wrong"}
        </h1>
        <p className="mt-2 text-muted">
          {notFound
            ? "The address may be mistyped, or the page may have moved."
            : (refusal ?? "An unexpected error stopped this page from loading. Please try again in a moment.")}
        </p>
        <BackToHomePage className="mt-3" />
      </section>
    </SiteShell>
  );
}

/** The human message of an error answer's data (`{ message }`), if it has one. */
function messageOf(value: unknown): string | undefined {
  const message = (value as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : undefined;
}
