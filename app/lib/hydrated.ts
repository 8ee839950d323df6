import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server-rendered HTML and while the page hydrates, true once React runs the page in the browser (and
 * at once for anything rendered later). Controls that need JavaScript render a real link until then, so a tap on a
 * slow phone, or in a browser without JavaScript, still leads somewhere.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
