import { LazyLeadWizard } from "./features/leads/components/lazy-lead-wizard.tsx";
import { ContactAside, ContactDialog } from "./features/site/components/contact-dialog.tsx";

/**
 * The "Let's talk" modal with the lead wizard inside. The layout downloads
 * this module the first time a visitor opens the modal, so pages do not carry
 * its code in their first load.
 */
export default function ContactModalHost() {
  return (
    <ContactDialog title="Let's talk" aside={<ContactAside />}>
      <LazyLeadWizard />
    </ContactDialog>
  );
}
