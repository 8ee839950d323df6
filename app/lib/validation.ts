import { z } from "zod";

// In the browser zod must not probe for eval: the Content-Security-Policy
// forbids it and the probe itself is reported as a violation. The server keeps
// zod's compiled fast path.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
