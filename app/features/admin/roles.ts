// The areas of the back office each staff role may use (the roles themselves are
// in app/domain/staff.ts). Shared by the API (requireStaff) and the pages
// (navigation, dashboard), so both agree.

import type { StaffRole } from "#app/domain/staff.ts";

/** Roles allowed in each area besides admin, which may use every area. */
export const areaRoles = {
  /** Jobs, departments and locations, and the application pipeline. */
  careers: ["hr"],
  leads: ["sales"],
  /** Demo bookings and each salesperson's own bookable hours. */
  bookings: ["sales"],
  subscribers: ["marketing"],
  /** Newsletter campaigns: writing, scheduling and sending them to the subscribers. */
  campaigns: ["marketing"],
  /** Whitepaper downloads and event registrations: marketing's audience and sales' leads. */
  requests: ["marketing", "sales"],
  /** The content studio: items and their images. */
  content: ["marketing"],
  /** The directory: people, figures, offices and FAQs that pages and posts quote. */
  directory: ["marketing"],
  staff: [],
  audit: [],
} as const satisfies Record<string, readonly StaffRole[]>;

export type AdminArea = keyof typeof areaRoles;

/** True when `role` may use the area (admin always may). */
export function canUseArea(role: StaffRole, area: AdminArea): boolean {
  return role === "admin" || (areaRoles[area] as readonly StaffRole[]).includes(role);
}

/**
 * True when `role` passes a check for `roles`: admin passes every check,
 * `undefined` lets any staff member through, `[]` lets only admins through.
 */
export function roleAllowed(role: StaffRole, roles?: readonly StaffRole[]): boolean {
  if (!roles) return true;
  return role === "admin" || roles.includes(role);
}

/**
 * The back-office navigation, in order. Add an entry here when you add an area
 * page; the layout shows it only to the roles of its `area`.
 */
export const adminNavigation: { label: string; to: string; area?: AdminArea }[] = [
  { label: "Dashboard", to: "/admin" },
  { label: "Jobs", to: "/admin/jobs", area: "careers" },
  { label: "Applications", to: "/admin/applications", area: "careers" },
  { label: "Leads", to: "/admin/leads", area: "leads" },
  { label: "Demo bookings", to: "/admin/bookings", area: "bookings" },
  { label: "My availability", to: "/admin/availability", area: "bookings" },
  { label: "Subscribers", to: "/admin/subscribers", area: "subscribers" },
  { label: "Campaigns", to: "/admin/campaigns", area: "campaigns" },
  { label: "Content", to: "/admin/content", area: "content" },
  { label: "Directory", to: "/admin/directory", area: "directory" },
  { label: "Downloads & registrations", to: "/admin/requests", area: "requests" },
  { label: "Staff", to: "/admin/staff", area: "staff" },
  { label: "Audit log", to: "/admin/audit", area: "audit" },
];

/** The signed-in staff member as the API and pages describe them. */
export type Staff = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  lastLoginAt: string | null;
  createdAt: string;
};
