import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { FleetSize } from "../domain/leads.ts";
import { useHydrated } from "./hydrated.ts";

/**
 * What a "Let's talk" link asks about: the wizard ticks the matching feature on
 * step 2 (features/leads maps each topic to its feature).
 */
export const contactTopics = ["real-time-tracking", "dsm", "adas", "fuel-monitoring", "fleet-management"] as const;
export type ContactTopic = (typeof contactTopics)[number];

/** The query parameter that opens the "Let's talk" modal on any page, e.g. `/contact?talk=adas`. */
export const CONTACT_PARAM = "talk";

/** The parameters that preselect a fleet size (`fleet`) and carry a savings estimate (`estimate`) with the opening. */
const FLEET_PARAM = "fleet";
const ESTIMATE_PARAM = "estimate";

/**
 * What an opening brings besides its topic: the fleet size step 1 starts with,
 * and a savings-calculator estimate (the calculator's query, app/lib/savings-query.ts)
 * the wizard sends after the lead. Plain strings: every page's shell carries this
 * module, so the wizard, loaded on demand, is what checks them.
 */
export type ContactPreset = { fleetSize?: FleetSize | string; estimate?: string };

/**
 * The address of the "Let's talk" modal: the contact page (which works without
 * JavaScript) with the modal opened over it, asking about `topic` if given,
 * with the fleet size and estimate of `preset`.
 */
export function contactHref(topic?: ContactTopic, preset: ContactPreset = {}): string {
  const params = new URLSearchParams({ [CONTACT_PARAM]: topic ?? "" });
  if (preset.fleetSize) params.set(FLEET_PARAM, preset.fleetSize);
  if (preset.estimate) params.set(ESTIMATE_PARAM, preset.estimate);
  return `/contact?${params.toString()}`;
}

function topicOf(value: string | null): ContactTopic | null {
  return contactTopics.find((topic) => topic === value) ?? null;
}

/** The preset a followed link carries, as written (the wizard checks it). */
function presetOf(params: URLSearchParams): ContactPreset {
  const fleetSize = params.get(FLEET_PARAM)?.slice(0, 20);
  const estimate = params.get(ESTIMATE_PARAM)?.slice(0, 1000);
  return { ...(fleetSize ? { fleetSize } : {}), ...(estimate ? { estimate } : {}) };
}

type ContactModal = {
  isOpen: boolean;
  /** The topic of the latest opening, if any. */
  topic: ContactTopic | null;
  /** The fleet size and estimate of the latest opening. */
  preset: ContactPreset;
  /** Counts openings, so the wizard can apply the same topic again after the visitor unticked it. */
  openings: number;
  open: (topic?: ContactTopic, preset?: ContactPreset) => void;
  close: () => void;
};

const ContactModalContext = createContext<ContactModal | null>(null);

/**
 * The site-wide "Let's talk" modal state: any button on any page can open it,
 * and so can a link carrying `?talk=` (with a topic or empty).
 */
export function ContactModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [topic, setTopic] = useState<ContactTopic | null>(null);
  const [preset, setPreset] = useState<ContactPreset>({});
  const [openings, setOpenings] = useState(0);
  const location = useLocation();
  const navigate = useNavigate();
  const open = useCallback((next?: ContactTopic, nextPreset: ContactPreset = {}) => {
    setTopic(next ?? null);
    setPreset(nextPreset);
    setOpenings((count) => count + 1);
    setOpen(true);
  }, []);

  const params = new URLSearchParams(location.search);
  const linked = params.has(CONTACT_PARAM);
  const linkedTopic = topicOf(params.get(CONTACT_PARAM));
  const linkedFleet = params.get(FLEET_PARAM);
  const linkedEstimate = params.get(ESTIMATE_PARAM);
  // A link with ?talk= opens the modal once it is followed (the page behind it stays as it is).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the preset is read from the fleet and estimate parameters
  useEffect(() => {
    if (linked) open(linkedTopic ?? undefined, presetOf(new URLSearchParams(window.location.search)));
  }, [linked, linkedTopic, linkedFleet, linkedEstimate, open]);

  const close = useCallback(() => {
    setOpen(false);
    // Closing forgets the ?talk= of the address, so reloading or going back does not open the modal again.
    const current = new URLSearchParams(window.location.search);
    if (current.has(CONTACT_PARAM)) {
      for (const name of [CONTACT_PARAM, FLEET_PARAM, ESTIMATE_PARAM]) current.delete(name);
      const search = current.toString();
      void navigate(
        { pathname: window.location.pathname, search: search ? `?${search}` : "", hash: window.location.hash },
        { replace: true, preventScrollReset: true },
      );
    }
  }, [navigate]);
  const value = useMemo(
    () => ({ isOpen, topic, preset, openings, open, close }),
    [isOpen, topic, preset, openings, open, close],
  );
  return <ContactModalContext.Provider value={value}>{children}</ContactModalContext.Provider>;
}

export function useContactModal(): ContactModal {
  const value = useContext(ContactModalContext);
  if (!value) throw new Error("useContactModal must be used within a ContactModalProvider");
  return value;
}

/**
 * What opens the "Let's talk" modal, asking about `topic` if given. Like the header's other controls, it is a real
 * link to the contact page (with the modal opened over it) until the page has hydrated, so a tap on a slow phone still
 * leads there; after that it is a button that opens the modal in place.
 */
export function ContactModalTrigger({
  topic,
  preset,
  className,
  onOpen,
  children,
}: {
  topic?: ContactTopic;
  /** A fleet size and estimate the wizard starts with. */
  preset?: ContactPreset;
  className?: string;
  /** Called after the modal opens, e.g. to close the menu the button sits in. */
  onOpen?: () => void;
  children: ReactNode;
}) {
  const { open } = useContactModal();
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a href={contactHref(topic, preset)} className={className}>
        {children}
      </a>
    );
  }
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => {
        open(topic, preset);
        onOpen?.();
      }}
      className={className}
    >
      {children}
    </button>
  );
}
