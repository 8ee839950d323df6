import { useId } from "react";

/** A real progress bar with the percentage, announced politely. */
export function UploadProgress({ fraction, label }: { fraction: number; label: string }) {
  const id = useId();
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="grid gap-0.5">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <div className="flex items-center gap-1">
        <progress id={id} max={100} value={percent} className="h-2 w-full accent-ink">
          {percent}%
        </progress>
        <span aria-hidden="true" className="w-5 text-right font-semibold tabular-nums">
          {percent}%
        </span>
      </div>
    </div>
  );
}
