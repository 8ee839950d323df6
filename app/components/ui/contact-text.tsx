/**
 * An email address or phone number as text that never breaks inside a word: an
 * address may wrap only before its "@", a phone number not at all.
 */
export function ContactText({ kind, value }: { kind: "email" | "phone"; value: string }) {
  if (kind === "phone") return <span className="whitespace-nowrap">{value}</span>;
  const at = value.indexOf("@");
  if (at <= 0) return <span className="whitespace-nowrap">{value}</span>;
  return (
    <span>
      <span className="whitespace-nowrap">{value.slice(0, at)}</span>
      <wbr />
      <span className="whitespace-nowrap">{value.slice(at)}</span>
    </span>
  );
}
