import { ChevronDown } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useHydrated } from "#app/lib/hydrated.ts";
import type { NavSection } from "#app/lib/navigation.ts";

type Props = {
  section: NavSection;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  theme: "dark" | "light";
};

function focusLink(panel: HTMLElement | null, index: number | "first" | "last") {
  const links = [...(panel?.querySelectorAll<HTMLAnchorElement>("a[href]") ?? [])];
  if (links.length === 0) return;
  const target =
    index === "first" ? links[0] : index === "last" ? links.at(-1) : links[(index + links.length) % links.length];
  target?.focus();
}

/**
 * A disclosure menu: the button toggles a panel of links. Enter or Space opens
 * it, ArrowDown opens it and moves into it, arrows move between links, Home and
 * End jump, Escape closes it and returns focus to the button, and focus or a
 * click leaving the menu closes it. Until the page has hydrated, the trigger is
 * a link to the section's first page (its overview), so a tap is never lost.
 */
export function MegaMenu({ section, open, onOpenChange, theme }: Props) {
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = `mega-menu-${section.id}`;
  const focusFirstOnOpen = useRef(false);
  const hydrated = useHydrated();

  useEffect(() => {
    if (open && focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      focusLink(panel.current, "first");
    }
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, onOpenChange]);

  const closeAndReturn = () => {
    onOpenChange(false);
    button.current?.focus();
  };

  const triggerTone =
    theme === "dark"
      ? "text-white hover:bg-white/10 aria-expanded:bg-white/10"
      : "text-ink hover:bg-black/5 aria-expanded:bg-black/5";

  return (
    <li
      ref={root}
      className="static"
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.preventDefault();
          closeAndReturn();
        }
      }}
    >
      {hydrated ? (
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          className={`inline-flex items-center gap-0.5 rounded-md px-1.5 py-1 text-[0.95rem] font-semibold ${triggerTone}`}
          onClick={() => onOpenChange(!open)}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown") {
              event.preventDefault();
              if (open) focusLink(panel.current, "first");
              else {
                focusFirstOnOpen.current = true;
                onOpenChange(true);
              }
            }
          }}
        >
          {section.label}
          <ChevronDown aria-hidden="true" size={16} className={`transition-transform ${open ? "rotate-180" : ""}`} />
        </button>
      ) : (
        <a
          href={section.links[0]?.href}
          className={`inline-flex items-center gap-0.5 rounded-md px-1.5 py-1 text-[0.95rem] font-semibold ${triggerTone}`}
        >
          {section.label}
          <ChevronDown aria-hidden="true" size={16} />
        </a>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow-key movement between the links inside, delegated */}
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 border-t border-black/10 bg-white text-ink shadow-xl"
        onKeyDown={(event) => {
          const links = [...(panel.current?.querySelectorAll<HTMLAnchorElement>("a[href]") ?? [])];
          const index = links.indexOf(document.activeElement as HTMLAnchorElement);
          if (index < 0) return;
          const moves: Record<string, number | "first" | "last"> = {
            ArrowDown: index + 1,
            ArrowRight: index + 1,
            ArrowUp: index - 1,
            ArrowLeft: index - 1,
            Home: "first",
            End: "last",
          };
          const move = moves[event.key];
          if (move === undefined) return;
          event.preventDefault();
          focusLink(panel.current, move);
        }}
      >
        <div className="page-container grid gap-4 py-4 lg:grid-cols-[16rem_1fr]">
          <div>
            <p className="text-lg font-bold">{section.label}</p>
            <p className="mt-1 text-sm text-muted">{section.intro}</p>
          </div>
          <ul className="grid gap-1 sm:grid-cols-2 xl:grid-cols-3">
            {section.links.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  className="block rounded-md p-1.5 hover:bg-signal-soft focus-visible:bg-signal-soft"
                  onClick={() => onOpenChange(false)}
                >
                  <span className="block font-semibold">{link.label}</span>
                  <span className="block text-sm text-muted">{link.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </li>
  );
}
