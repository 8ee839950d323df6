import { Link } from "react-router";

export type Crumb = { name: string; path: string };

/** The trail above a page's title; the last crumb is the current page. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-0.5">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex max-w-full min-w-0 items-center gap-0.5">
              {last ? (
                <span aria-current="page" className="max-w-[40ch] min-w-0 truncate">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link to={crumb.path} className="underline underline-offset-2">
                    {crumb.name}
                  </Link>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
