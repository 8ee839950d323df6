import { Link, NavLink } from "react-router";
import { Logo } from "../../../components/ui/logo.tsx";

const item =
  "rounded-md px-1.5 py-1 font-semibold text-white hover:bg-white/10 aria-[current=page]:bg-white/15 aria-[current=page]:underline aria-[current=page]:decoration-signal aria-[current=page]:underline-offset-4";

/**
 * The careers portal's own dark bar (#1C1C1C, white text). "Open Positions"
 * is always there; signed-in applicants see My Applications, Profile and
 * Logout, everyone else Login and Register.
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
  return (
    <nav aria-label="Careers" className="bg-ink text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-3 py-1.5">
        <Link to="/careers" className="inline-flex items-center gap-1 rounded-md">
          <Logo tone="dark" />
          <span className="text-sm font-semibold tracking-widest text-signal uppercase">Careers</span>
        </Link>
        <ul className="flex flex-wrap items-center gap-0.5">
          <li>
            <NavLink to="/careers/jobs/positions" className={item}>
              Open Positions
            </NavLink>
          </li>
          {loading ? (
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
                <button type="button" onClick={onLogout} className={item}>
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
          )}
        </ul>
      </div>
    </nav>
  );
}
