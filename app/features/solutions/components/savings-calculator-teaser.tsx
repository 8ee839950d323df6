import { ArrowRight, Calculator } from "lucide-react";
import { Link } from "react-router";
import { primaryButtonClass } from "#app/components/ui/form-styles.ts";
import { IconBadge } from "#app/components/ui/page-kit.tsx";

// The way to the savings calculator from the home and product pages: kept apart from the
// calculator's form and tables, so those pages load only this band's few lines.

export const SAVINGS_CALCULATOR_PATH = "/solutions/savings-calculator";

/** Where a product page's link to the calculator goes: the calculator, remembering the product. */
export function savingsCalculatorHref(product?: string): string {
  return product ? `${SAVINGS_CALCULATOR_PATH}?from=${encodeURIComponent(product)}` : SAVINGS_CALCULATOR_PATH;
}

/** The band on the home and product pages that leads to the calculator. */
export function SavingsCalculatorTeaser({ product, productName }: { product?: string; productName?: string }) {
  return (
    <div className="mt-4 flex flex-col gap-2 rounded-lg border-2 border-ink bg-white p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-1.5">
        <IconBadge>
          <Calculator size={20} />
        </IconBadge>
        <div>
          <p className="text-lg font-semibold">What could {productName ?? "Marut"} save your fleet?</p>
          <p className="text-muted">Collisions, fuel and idling, as a range for your fleet and country.</p>
        </div>
      </div>
      <Link to={savingsCalculatorHref(product)} className={`${primaryButtonClass} shrink-0 gap-0.5`}>
        Estimate your savings
        <ArrowRight aria-hidden="true" size={16} />
      </Link>
    </div>
  );
}
