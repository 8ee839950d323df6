import { z } from "../lib/validation.ts";

// Staff roles of the back office; `admin` may do everything. What each role may
// use is in app/features/admin/roles.ts; db/schema.ts stores the role.

export const staffRoles = ["admin", "hr", "sales", "marketing"] as const;
export type StaffRole = (typeof staffRoles)[number];
export const staffRoleSchema = z.enum(staffRoles);
export const roleLabels: Record<StaffRole, string> = {
  admin: "Administrator",
  hr: "HR",
  sales: "Sales",
  marketing: "Marketing",
};
