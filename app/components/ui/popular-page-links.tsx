import { Link } from "react-router";
import { popularPages } from "#app/lib/navigation.ts";

/** The grid of pages most visitors look for (the 404 page, a search without results). */
export function PopularPageLinks({ listClassName, linkClassName }: { listClassName: string; linkClassName: string }) {
  return (
    <ul className={listClassName}>
      {popularPages.map((page) => (
        <li key={page.href} className="rounded-lg border border-black/10 bg-white p-2">
          <Link to={page.href} className={linkClassName}>
            {page.label}
          </Link>
          <p className="text-sm text-muted">{page.description}</p>
        </li>
      ))}
    </ul>
  );
}
