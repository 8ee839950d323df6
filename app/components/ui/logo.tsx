import { brand } from "#app/lib/brand.ts";

/**
 * The Marut mark: an "M" drawn as a road with a centre line, in signal yellow,
 * beside the wordmark. `tone` follows the header theme.
 */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const text = tone === "dark" ? "text-white" : "text-ink";
  return (
    <span className={`inline-flex items-center gap-1 ${text}`}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="#1c1c1c" />
        <path
          d="M7 24V8l9 9 9-9v16"
          fill="none"
          stroke="#ffc400"
          strokeWidth="3.5"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        <path d="M16 21v3" stroke="#ffffff" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
      <span className="text-xl font-extrabold tracking-[0.12em] uppercase">{brand.name}</span>
    </span>
  );
}
