/** An office's postal address, one line of it a line; `className` spaces it from what comes before. */
export function OfficeAddress({ lines, className }: { lines: string[]; className: string }) {
  return (
    <address className={`${className} not-italic`}>
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
