import type { ColumnDef } from "@tanstack/react-table";
import type { LeadListItem } from "#app/features/leads/leads-admin.server.ts";
import { formatShortDate } from "#app/lib/dates.ts";
import { recordLinkColumn } from "../components/list-page.tsx";
import { StatusBadge } from "./lead-status-badge.tsx";

/** The leads inbox's columns (routes/admin/leads.tsx); the company links to the lead. */
export const leadColumns: ColumnDef<LeadListItem, unknown>[] = [
  {
    id: "createdAt",
    header: "Date",
    enableSorting: true,
    cell: ({ row }) => formatShortDate(row.original.createdAt),
  },
  recordLinkColumn("company", "Company", (lead) => ({ to: `/admin/leads/${lead.id}`, text: lead.company })),
  {
    id: "contact",
    header: "Contact",
    cell: ({ row }) => (
      <>
        {`${row.original.firstName} ${row.original.lastName}`.trim()}
        <br />
        <span className="text-muted">{row.original.email}</span>
      </>
    ),
  },
  { id: "country", header: "Country", enableSorting: true, cell: ({ row }) => row.original.countryName },
  { id: "fleetSize", header: "Fleet size", enableSorting: true, cell: ({ row }) => row.original.fleetSize },
  {
    id: "status",
    header: "Status",
    enableSorting: true,
    cell: ({ row }) => <StatusBadge status={row.original.status} />,
  },
  { id: "owner", header: "Owner", cell: ({ row }) => row.original.ownerName ?? "Unassigned" },
];
