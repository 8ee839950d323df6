import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { ProgressBar } from "#app/components/ui/progress-bar.tsx";

export const OVERLAY_STEP_MS = 300;
export const OVERLAY_MAX_STEP = 50;
/** Navigations answered quicker than this never show the overlay: most pages arrive in well under it. */
export const OVERLAY_DELAY_MS = 300;
/** Once shown, the overlay stays at least this long, so it never flashes. */
export const OVERLAY_MIN_VISIBLE_MS = 500;

/**
 * Full-screen "Loading your experience..." layer (z-index 5000) shown while a
 * client-side navigation loads the next page's code or data, once it has been
 * pending for OVERLAY_DELAY_MS. Its bar rises in random steps of up to 50
 * points every 300 ms, capped at 100; when the page arrives the bar fills and
 * the layer leaves after its minimum time on screen. The server never renders
 * it, so the first paint is always the real page.
 */
export function LoadingOverlay() {
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  const [visible, setVisible] = useState(false);
  const [progress, setProgress] = useState(0);
  const shownAt = useRef(0);

  useEffect(() => {
    if (!loading) return;
    const show = setTimeout(() => {
      shownAt.current = Date.now();
      setVisible(true);
    }, OVERLAY_DELAY_MS);
    const step = setInterval(() => {
      setProgress((value) => Math.min(100, value + Math.floor(Math.random() * OVERLAY_MAX_STEP) + 1));
    }, OVERLAY_STEP_MS);
    return () => {
      clearTimeout(show);
      clearInterval(step);
    };
  }, [loading]);

  useEffect(() => {
    if (loading) return;
    if (!visible) {
      setProgress(0);
      return;
    }
    setProgress(100);
    const hide = setTimeout(
      () => {
        setVisible(false);
        setProgress(0);
      },
      Math.max(0, OVERLAY_MIN_VISIBLE_MS - (Date.now() - shownAt.current)),
    );
    return () => clearTimeout(hide);
  }, [loading, visible]);

  if (!visible) return null;
  return (
    <div
      className="fixed inset-0 z-[5000] flex items-center justify-center bg-ink/95 text-white"
      role="status"
      aria-live="polite"
    >
      <div className="w-72 max-w-[80vw] text-center">
        <p className="text-lg font-semibold">Loading your experience...</p>
        <ProgressBar label="Page loading" percent={progress} className="mt-2 bg-white/20" />
        <p className="mt-1 text-sm tabular-nums" aria-hidden="true">
          {progress}%
        </p>
      </div>
    </div>
  );
}
