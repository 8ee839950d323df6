import { Check, Copy } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

type CopyState = "idle" | "copied" | "failed";

/**
 * A titled code sample with a copy button. The button is a real <button>, so
 * Enter and Space work; the result is announced through a status message.
 * Long lines wrap instead of scrolling, so the code needs no keyboard scrolling.
 */
export function CodeBlock({ code, language, title }: { code: string; language: string; title: string }) {
  const [state, setState] = useState<CopyState>("idle");
  const codeRef = useRef<HTMLElement>(null);
  const captionId = useId();

  useEffect(() => {
    if (state === "idle") return;
    const timer = window.setTimeout(() => setState("idle"), 4000);
    return () => window.clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setState("copied");
    } catch {
      // Clipboard access can be refused: select the code so the keyboard shortcut copies it.
      const element = codeRef.current;
      const selection = window.getSelection();
      if (element && selection) {
        const range = document.createRange();
        range.selectNodeContents(element);
        selection.removeAllRanges();
        selection.addRange(range);
      }
      setState("failed");
    }
  }

  const message =
    state === "copied"
      ? `${title} copied to the clipboard.`
      : state === "failed"
        ? "Your browser did not allow copying. The code is selected: press Control+C, or Command+C on a Mac, to copy it."
        : "";

  return (
    <figure aria-labelledby={captionId} className="overflow-hidden rounded-lg bg-ink text-white">
      <div className="flex flex-wrap items-center justify-between gap-1 border-b border-white/15 px-2 py-1">
        <figcaption id={captionId} className="text-sm font-semibold">
          {title} <span className="font-normal text-white/75">· {language}</span>
        </figcaption>
        <button
          type="button"
          onClick={copy}
          className="inline-flex min-h-5 items-center gap-0.5 rounded-md border border-white/30 px-1 text-sm font-semibold hover:bg-white/10"
        >
          {state === "copied" ? <Check aria-hidden="true" size={16} /> : <Copy aria-hidden="true" size={16} />}
          {state === "copied" ? "Copied" : "Copy"}
          <span className="sr-only"> {title}</span>
        </button>
      </div>
      <pre className="p-2 font-mono text-sm leading-relaxed whitespace-pre-wrap wrap-anywhere">
        <code ref={codeRef}>{code}</code>
      </pre>
      <p role="status" className={message ? "px-2 pb-1.5 text-sm text-signal" : "sr-only"}>
        {message}
      </p>
    </figure>
  );
}
