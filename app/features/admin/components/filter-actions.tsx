import { Link } from "react-router";
import { linkClass, primaryButtonClass } from "../../../components/ui/form-styles.ts";

/**
 * The end of a back-office filter form: keeps a chosen sort order across a
 * new search, applies the filters, and offers to clear them when any is set.
 */
export function FilterActions({
  sort,
  defaultSort,
  clearTo,
  filtered,
}: {
  sort: string;
  defaultSort: string;
  /** The list's address without filters. */
  clearTo: string;
  filtered: boolean;
}) {
  return (
    <>
      {sort !== defaultSort ? <input type="hidden" name="sort" value={sort} /> : null}
      <button type="submit" className={primaryButtonClass}>
        Apply filters
      </button>
      {filtered ? (
        <Link to={clearTo} className={linkClass}>
          Clear filters
        </Link>
      ) : null}
    </>
  );
}
