/**
 * A text field hidden from people and assistive technology: bots that fill
 * every field give themselves away by filling it. The server answers them as
 * usual and stores nothing. Read it from the form's data as `website`.
 */
export function Honeypot({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name="website" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
