import { z } from "../lib/validation.ts";
import { namedValues } from "./named-values.ts";
import type { StaffRole } from "./staff.ts";

// A sales lead: the answers the lead wizard offers and where the sales
// team has got with it. The wizard, the back office's leads inbox, db/schema.ts
// and the API take them from here.

/** The wizard's fleet-size choices, as the spec's lead draft sends them. */
export const fleetSizes = ["1", "2-4", "5-15", "16-49", "50-149", "150-399", "400+"] as const;
export type FleetSize = (typeof fleetSizes)[number];
export const fleetSizeSchema = z.enum(fleetSizes);

/** The features a visitor can be interested in, as the spec's lead draft sends them (also their labels). */
export const leadFeatures = [
  "Real-time tracking",
  "Driver Status Monitoring (DSM)",
  "ADAS",
  "Fuel monitoring",
  "Fleet Management",
] as const;
export type LeadFeature = (typeof leadFeatures)[number];
export const leadFeatureSchema = z.enum(leadFeatures);

/** Where the sales team has got with a lead. */
export const [leadStatuses, leadStatusSchema, leadStatusLabels] = namedValues(
  ["new", "contacted", "qualified", "won", "lost"],
  {
    new: "New",
    contacted: "Contacted",
    qualified: "Qualified",
    won: "Won",
    lost: "Lost",
  },
);
export type LeadStatus = (typeof leadStatuses)[number];

/** Staff who may own a lead (when their account is active). */
export const leadOwnerRoles = ["sales", "admin"] as const satisfies readonly StaffRole[];
