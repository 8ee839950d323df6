/**
 * A thin signal-yellow bar filled to `percent`, named for assistive technology by `label`
 * (and by `valueText` where the number alone says too little). `className` places and
 * colours the track.
 */
export function ProgressBar({
  label,
  percent,
  valueText,
  className,
}: {
  label: string;
  percent: number;
  valueText?: string;
  className: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={`h-1 overflow-hidden rounded-full ${className}`}
    >
      <div className="h-full rounded-full bg-signal transition-[width] duration-300" style={{ width: `${percent}%` }} />
    </div>
  );
}
