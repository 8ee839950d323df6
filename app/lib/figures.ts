/**
 * A figure with its units ("3 min 40 s", "1,200 km", "24/7") as one unbreakable run, so a line
 * never separates a number from its unit. Every rendered statistic goes through this.
 */
export function keepFigureTogether(figure: string): string {
  return figure.trim().replace(/\s+/g, "\u00a0");
}
