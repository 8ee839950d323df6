import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

type ContactModal = { isOpen: boolean; open: () => void; close: () => void };

const ContactModalContext = createContext<ContactModal | null>(null);

/** The site-wide "Let's talk" modal state: any button on any page can open it. */
export function ContactModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ isOpen, open, close }), [isOpen, open, close]);
  return <ContactModalContext.Provider value={value}>{children}</ContactModalContext.Provider>;
}

export function useContactModal(): ContactModal {
  const value = useContext(ContactModalContext);
  if (!value) throw new Error("useContactModal must be used within a ContactModalProvider");
  return value;
}
