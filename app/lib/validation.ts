import { z } from "zod";

// In the browser zod must not probe for eval: the Content-Security-Policy
// forbids it and the probe itself is reported as a violation. The server keeps
// zod's compiled fast path.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };

const anyControlCharacter = /\p{Cc}/u;
const controlCharacterButLineBreaks = /[^\P{Cc}\t\n\r]/u;

/**
 * True when `value` holds a control character: any of Unicode category Cc (U+0000–U+001F,
 * U+007F–U+009F). Typed text has no place for them, and PostgreSQL cannot store a NUL.
 * Text that may span lines (`{ multiline: true }`: a cover letter, an answer) keeps tab,
 * line feed and carriage return.
 */
export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? controlCharacterButLineBreaks : anyControlCharacter).test(value);
}
