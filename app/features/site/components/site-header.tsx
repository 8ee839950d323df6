import { Menu, Search } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Logo } from "#app/components/ui/logo.tsx";
import { ContactModalTrigger } from "#app/lib/contact-modal.tsx";
import { useHydrated } from "#app/lib/hydrated.ts";
import { navSections, SITE_MAP_ID } from "#app/lib/navigation.ts";
import { MegaMenu } from "./mega-menu.tsx";

const MobileMenu = lazy(() => import("./mobile-menu.tsx").then((module) => ({ default: module.MobileMenu })));
const SearchDialog = lazy(() => import("./search-dialog.tsx").then((module) => ({ default: module.SearchDialog })));

type Props = { theme: "dark" | "light" };

/**
 * The site header: logo, mega-menus, Contact, search and "Let's talk"; a menu button below 992 px. Until the page
 * has hydrated every control is a real link (menus to their overview pages, search to the /search page, the menu
 * button to the footer's site map, "Let's talk" to the contact page), so no tap is lost on a slow phone.
 */
export function SiteHeader({ theme }: Props) {
  const hydrated = useHydrated();
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  // The menu's code loads the first time it is opened (narrow screens only).
  const [mobileLoaded, setMobileLoaded] = useState(false);
  if (mobileOpen && !mobileLoaded) setMobileLoaded(true);
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchLoaded, setSearchLoaded] = useState(false);
  useEffect(() => {
    if (searchOpen) setSearchLoaded(true);
  }, [searchOpen]);
  const location = useLocation();

  // Any navigation closes whatever menu led to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location changes by design
  useEffect(() => {
    setOpenMenu(null);
    setMobileOpen(false);
  }, [location.pathname, location.hash]);

  // Ctrl+K or ⌘K opens the search from anywhere on the page.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k") {
        event.preventDefault();
        setSearchOpen(true);
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const dark = theme === "dark";
  const iconButton = `inline-flex size-5 items-center justify-center rounded-md ${dark ? "text-white hover:bg-white/10" : "text-ink hover:bg-black/5"}`;
  const closeSearch = useCallback(() => setSearchOpen(false), []);
  const closeMobile = useCallback(() => setMobileOpen(false), []);

  return (
    <header
      data-theme={theme}
      className={`relative z-30 ${dark ? "bg-ink text-white" : "border-b border-black/10 bg-white text-ink"}`}
    >
      <div className="page-container flex h-9 items-center justify-between gap-2">
        <Link to="/" className="shrink-0 rounded-md" aria-label="Marut home">
          <Logo tone={theme} />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {navSections.map((section) => (
              <MegaMenu
                key={section.id}
                section={section}
                theme={theme}
                open={openMenu === section.id}
                onOpenChange={(isOpen) =>
                  setOpenMenu((current) => (isOpen ? section.id : current === section.id ? null : current))
                }
              />
            ))}
            <li>
              <NavLink
                to="/contact"
                className={`rounded-md px-1.5 py-1 text-[0.95rem] font-semibold ${dark ? "hover:bg-white/10" : "hover:bg-black/5"} aria-[current=page]:underline aria-[current=page]:decoration-signal aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8`}
              >
                Contact
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          {hydrated ? (
            <button
              type="button"
              className={iconButton}
              aria-label="Search the site"
              aria-keyshortcuts="Control+K Meta+K"
              onClick={() => setSearchOpen(true)}
            >
              <Search aria-hidden="true" size={20} />
            </button>
          ) : (
            <a href="/search" className={iconButton} aria-label="Search the site">
              <Search aria-hidden="true" size={20} />
            </a>
          )}
          <ContactModalTrigger className="hidden rounded-md bg-signal px-2 py-1 text-[0.95rem] font-bold text-ink hover:bg-[#ffd54d] sm:inline-block">
            Let's talk
          </ContactModalTrigger>
          {hydrated ? (
            <button
              type="button"
              className={`${iconButton} lg:hidden`}
              aria-label="Open menu"
              aria-expanded={mobileOpen}
              aria-controls="mobile-menu"
              onClick={() => setMobileOpen(true)}
            >
              <Menu aria-hidden="true" size={24} />
            </button>
          ) : (
            <a href={`#${SITE_MAP_ID}`} className={`${iconButton} lg:hidden`} aria-label="Open menu">
              <Menu aria-hidden="true" size={24} />
            </a>
          )}
        </div>
      </div>
      {mobileLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu open={mobileOpen} onClose={closeMobile} />
        </Suspense>
      ) : null}
      {/* The dialog and its search code load the first time search is opened. */}
      {searchLoaded ? (
        <Suspense fallback={null}>
          <SearchDialog open={searchOpen} onClose={closeSearch} />
        </Suspense>
      ) : null}
    </header>
  );
}
