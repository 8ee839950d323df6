import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "./breadcrumbs.tsx";

/**
 * The white band at the top of a listing page: the trail from Home, the title and its introduction,
 * then anything the page adds under them (a feed link, topic filters).
 */
export function ListingHeader({
  trail,
  title,
  intro,
  children,
}: {
  trail: Crumb[];
  title: ReactNode;
  intro: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="border-b border-black/10 bg-white">
      <div className="page-container py-5">
        <Breadcrumbs trail={[{ name: "Home", path: "/" }, ...trail]} />
        <h1 className="page-title mt-3">{title}</h1>
        <p className="mt-2 max-w-2xl text-lg text-muted">{intro}</p>
        {children}
      </div>
    </section>
  );
}
