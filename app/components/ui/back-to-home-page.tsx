import { Link } from "react-router";
import { brand } from "#app/lib/brand.ts";

/** The way back to the home page at the end of a page that closes a visit's path (an error, a sent form). */
export function BackToHomePage({ className }: { className: string }) {
  return (
    <p className={className}>
      <Link to="/" className="font-semibold underline">
        Back to the {brand.name} home page
      </Link>
    </p>
  );
}
