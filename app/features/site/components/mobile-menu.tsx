import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { DialogCloseButton, FullScreenDialog } from "#app/components/ui/full-screen-dialog.tsx";
import { Logo } from "#app/components/ui/logo.tsx";
import { ContactModalTrigger } from "#app/lib/contact-modal.tsx";
import { navSections } from "#app/lib/navigation.ts";

type Props = { open: boolean; onClose: () => void };

/**
 * The menu below 992 px: a full-screen dialog whose three sections are
 * accordions; opening one closes the other two.
 */
export function MobileMenu({ open, onClose }: Props) {
  const [expanded, setExpanded] = useState<string | null>(null);

  return (
    <FullScreenDialog open={open} onClose={onClose} labelledBy="mobile-menu-title" className="bg-ink text-white">
      <div id="mobile-menu" className="flex min-h-full flex-col">
        <div className="flex h-9 items-center justify-between px-3">
          <Logo tone="dark" />
          <h2 id="mobile-menu-title" className="sr-only">
            Menu
          </h2>
          <DialogCloseButton onClose={onClose} label="Close menu" dark />
        </div>
        <nav aria-label="Mobile" className="flex-1 px-3 pb-4">
          <ul className="divide-y divide-white/15">
            {navSections.map((section) => {
              const isOpen = expanded === section.id;
              const panelId = `mobile-section-${section.id}`;
              return (
                <li key={section.id}>
                  <h3>
                    <button
                      type="button"
                      aria-expanded={isOpen}
                      aria-controls={panelId}
                      onClick={() => setExpanded(isOpen ? null : section.id)}
                      className="flex w-full items-center justify-between py-2 text-left text-xl font-semibold"
                    >
                      {section.label}
                      <ChevronDown
                        aria-hidden="true"
                        className={`transition-transform ${isOpen ? "rotate-180" : ""}`}
                      />
                    </button>
                  </h3>
                  <ul id={panelId} hidden={!isOpen} className="pb-2">
                    {section.links.map((link) => (
                      <li key={link.href}>
                        <Link
                          to={link.href}
                          onClick={onClose}
                          className="block rounded-md px-1 py-1 text-white/90 hover:bg-white/10"
                        >
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
            <li>
              <Link to="/contact" onClick={onClose} className="block py-2 text-xl font-semibold">
                Contact
              </Link>
            </li>
          </ul>
          <ContactModalTrigger
            onOpen={onClose}
            className="mt-3 block w-full rounded-md bg-signal px-2 py-1.5 text-center text-lg font-bold text-ink"
          >
            Let's talk
          </ContactModalTrigger>
        </nav>
      </div>
    </FullScreenDialog>
  );
}
