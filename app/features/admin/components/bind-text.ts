/** The fields of a draft that hold text. */
export type TextKey<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D];

/** What an editor offers a control: the API's error for a field, and the setter of its draft. */
type DraftEditing<D> = {
  error: (path: string) => string | undefined;
  set: <K extends keyof D>(key: K, value: D[K]) => void;
};

/** The props that bind a text control (text field, text area, select) to one text field of an editor's draft. */
export function bindText<D>(draft: D, editor: DraftEditing<D>, field: TextKey<D>) {
  return {
    value: draft[field] as string,
    error: editor.error(String(field)),
    onChange: (event: { target: { value: string } }) => editor.set(field, event.target.value as D[TextKey<D>]),
  };
}
