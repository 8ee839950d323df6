import { LoaderCircle } from "lucide-react";
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from "react";

// The wizard, its form rules and its country data are a separate download,
// fetched the first time the "Let's talk" modal opens, so the pages' first
// load stays small.
const loadWizard = () => import("./lead-wizard.tsx");

class LoadFailure extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mt-3 max-w-xl rounded-md border border-red-300 bg-red-50 p-2 text-red-800">
        <p className="font-semibold">The form could not load. Please check your connection and try again.</p>
        <button
          type="button"
          onClick={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
          className="mt-1 font-semibold underline underline-offset-4"
        >
          Try again
        </button>
      </div>
    );
  }
}

function WizardLoading() {
  return (
    <p role="status" className="mt-3 flex items-center gap-1 text-lg text-muted">
      <LoaderCircle aria-hidden="true" size={22} className="motion-safe:animate-spin" />
      Loading the form…
    </p>
  );
}

/** The lead wizard, downloaded on first render, with a loading state and a retry when the download fails. */
export function LazyLeadWizard() {
  const [Wizard, setWizard] = useState<ComponentType>(() => lazy(loadWizard));
  return (
    <LoadFailure onRetry={() => setWizard(() => lazy(loadWizard))}>
      <Suspense fallback={<WizardLoading />}>
        <Wizard />
      </Suspense>
    </LoadFailure>
  );
}
