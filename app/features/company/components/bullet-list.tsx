/** A bulleted list of short points at reading width; `className` adds spacing or a larger text size. */
export function BulletList({ items, className = "" }: { items: string[]; className?: string }) {
  return (
    <ul className={`max-w-3xl list-disc space-y-1 pl-3 ${className}`.trim()}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
