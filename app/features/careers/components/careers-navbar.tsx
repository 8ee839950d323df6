import { ChevronDown } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { Link, NavLink } from "react-router";
import { Logo } from "#app/components/ui/logo.tsx";

const item =
  "block rounded-md px-1.5 py-1 font-semibold whitespace-nowrap text-white hover:bg-white/10 aria-[current=page]:bg-white/15 aria-[current=page]:underline aria-[current=page]:decoration-signal aria-[current=page]:underline-offset-4";

/**
 * The careers portal's own dark bar (#1C1C1C, white text). "Open Positions"
 * is always there; signed-in applicants see My Applications, Profile and
 * Logout, everyone else Login and Register. Below 768 px the account links
 * fold into a menu (a native disclosure, so it opens before the page has
 * hydrated), keeping the bar on one row on phones.
 */
export function CareersNavbar({
  applicant,
  loading = false,
  onLogout,
}: {
  applicant: { firstName: string } | null;
  /** While the stored session is checked the account links are placeholders. */
  loading?: boolean;
  onLogout?: () => void;
}) {
  const menu = useRef<HTMLDetailsElement>(null);
  const accountItems: ReactNode = loading ? (
    <li aria-hidden="true" className="flex gap-0.5 motion-safe:animate-pulse">
      <span className="block h-3 w-10 rounded-md bg-white/15" />
      <span className="block h-3 w-8 rounded-md bg-white/15" />
    </li>
  ) : applicant ? (
    <>
      <li>
        <NavLink to="/careers/jobs/applications" className={item}>
          My Applications
        </NavLink>
      </li>
      <li>
        <NavLink to="/careers/jobs/profile" className={item}>
          Profile
        </NavLink>
      </li>
      <li>
        <button type="button" onClick={onLogout} className={`${item} w-full text-left`}>
          Logout
        </button>
      </li>
    </>
  ) : (
    <>
      <li>
        <NavLink to="/careers/jobs/login" className={item}>
          Login
        </NavLink>
      </li>
      <li>
        <NavLink to="/careers/jobs/register" className={item}>
          Register
        </NavLink>
      </li>
    </>
  );
  const positions = (
    <li>
      <NavLink to="/careers/jobs/positions" className={item}>
        Open Positions
      </NavLink>
    </li>
  );
  return (
    <nav aria-label="Careers" className="bg-ink text-white">
      <div className="page-container flex items-center justify-between gap-1 py-1.5">
        <Link to="/careers" className="inline-flex shrink-0 items-center gap-1 rounded-md">
          <Logo tone="dark" />
          <span className="text-sm font-semibold tracking-widest text-signal uppercase">Careers</span>
        </Link>
        <ul className="hidden items-center gap-0.5 md:flex">
          {positions}
          {accountItems}
        </ul>
        <details ref={menu} className="group relative md:hidden">
          <summary className="flex cursor-pointer list-none items-center gap-0.5 rounded-md px-1.5 py-1 font-semibold hover:bg-white/10 [&::-webkit-details-marker]:hidden">
            Menu
            <ChevronDown aria-hidden="true" size={18} className="transition-transform group-open:rotate-180" />
          </summary>
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: closes the menu after a link or Logout was chosen (keyboard activation clicks too) */}
          <ul
            className="absolute top-full right-0 z-40 mt-0.5 grid min-w-48 gap-0.5 rounded-lg bg-ink p-1 shadow-xl ring-1 ring-white/15"
            onClick={(event) => {
              if ((event.target as HTMLElement).closest("a, button")) menu.current?.removeAttribute("open");
            }}
          >
            {positions}
            {accountItems}
          </ul>
        </details>
      </div>
    </nav>
  );
}
