import { namedValues } from "./named-values.ts";

// Staff roles of the back office; `admin` may do everything. What each role may
// use is in app/features/admin/roles.ts; db/schema.ts stores the role.

export const [staffRoles, staffRoleSchema, roleLabels] = namedValues(["admin", "hr", "sales", "marketing"], {
  admin: "Administrator",
  hr: "HR",
  sales: "Sales",
  marketing: "Marketing",
});
export type StaffRole = (typeof staffRoles)[number];
