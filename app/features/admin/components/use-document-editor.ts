import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useMutation } from "#app/components/ui/use-mutation.ts";
import type { ApiResult, Client } from "#app/lib/api-client.ts";
import { sendAsStaff, useStaffClient } from "../staff-client.ts";

// The one way a back-office editor of a document (a studio item, a campaign, a
// job) runs its actions and says how they went, in two layers:
//
// - `useDocumentActions`: the workflow's one mutation (Save, Publish,
//   Schedule…), the line that says what the last action did, the field errors
//   by path, and the first save of a new document, which goes to its own page.
// - `useDocumentEditor`: for documents with revisions, on top of it. Every
//   change names the revision the page shows; when someone else saved in
//   between, the API answers 409 naming who, and the editor shows that message
//   and offers to load their version (it never overwrites). It also loads the
//   latest version and deletes a draft.
//
// A kind of document declares its API calls and texts (see
// `content/use-content-editor.ts`, `campaigns/use-campaign-editor.ts`,
// `careers/use-job-editor.ts`).

/** What a document's API answers to a change: the document as it is now. */
export type DocumentResult<Doc> = ApiResult<{ data: Doc }>;

/** An action of the workflow; `save` saves the form. */
export type DocumentAction = { kind: string };

export type DocumentActionsSpec<Action extends DocumentAction, Answer extends { data: { id: string } }> = {
  /** What the page says once each action went through. */
  doneText: Record<Action["kind"], string>;
  /** Sends the action (saving the form first where it must). */
  perform(action: Action): Promise<ApiResult<Answer>>;
  /** Whether the document is not saved yet: its first save goes to its own page. */
  isNew(): boolean;
  /** The document's own page. */
  pathOf(id: string): string;
  /** Takes what a successful action answered (the document as it is now). */
  adopt?(answer: Answer, action: Action): void;
  /** Reloads the route's loader data after each success (a document the page reads from its loader). */
  revalidate?: boolean;
  /** The navigation state given to the document's own page after its first save. */
  createdState?: unknown;
};

/** The workflow's mutation, what the last action did (`done`) and the field errors. */
export function useDocumentActions<Action extends DocumentAction, Answer extends { data: { id: string } }>(
  spec: DocumentActionsSpec<Action, Answer>,
) {
  const navigate = useNavigate();
  const [done, setDone] = useState<string | null>(null);
  const action = useMutation((which: Action) => spec.perform(which), {
    revalidate: spec.revalidate,
    onSuccess(answer, which) {
      if (spec.isNew()) {
        navigate(
          spec.pathOf(answer.data.id),
          spec.createdState === undefined ? undefined : { state: spec.createdState },
        );
        return;
      }
      spec.adopt?.(answer, which);
      setDone(spec.doneText[which.kind as Action["kind"]]);
    },
  });
  return {
    action,
    /** What the last successful action did, for the success message; none after a failure. */
    done: action.error ? null : done,
    setDone,
    /** The API's first message about a field, by its path ("title", "outcomes.1.label"). */
    error: (path: string) => action.fieldErrors[path]?.[0],
    run(which: Action) {
      setDone(null);
      return action.run(which);
    },
  };
}

/** The calls and texts of a kind of document with revisions. */
export type DocumentEditorSpec<Doc extends { id: string; revision: number }, Action extends DocumentAction> = {
  /** The list: Delete goes back to it; a saved document's page is `${listPath}/${id}`. */
  listPath: string;
  doneText: Record<Action["kind"], string>;
  /** Fetches the document as it is now on the server. */
  load(client: Client, id: string): Promise<DocumentResult<Doc>>;
  /** Deletes the draft. */
  remove(client: Client, id: string): Promise<ApiResult<unknown>>;
  /** Whether an action's answer replaces the form too (restoring a revision). */
  replacesForm?(action: Action): boolean;
};

export type DocumentEditorCalls<Doc, Action extends DocumentAction> = {
  /** Sends the action; `saved` is the document as the page shows it (null before its first save). */
  perform(action: Action, saved: Doc | null): Promise<DocumentResult<Doc>>;
  /** Runs after the page took a document: `replaceForm` when its fields must fill the form. */
  adopted(doc: Doc, replaceForm: boolean): void;
};

/** A document with revisions: its actions, the conflict when someone else saved first, loading the latest, Delete. */
export function useDocumentEditor<Doc extends { id: string; revision: number }, Action extends DocumentAction>(
  loaded: Doc | null,
  spec: DocumentEditorSpec<Doc, Action>,
  calls: DocumentEditorCalls<Doc, Action>,
) {
  const client = useStaffClient();
  const navigate = useNavigate();
  const [current, setCurrent] = useState<Doc | null>(loaded);
  const currentRef = useRef(loaded);
  /** The message of a change refused because someone else saved first (409), naming who. */
  const [conflict, setConflict] = useState<string | null>(null);
  const latest = useRef(calls);
  latest.current = calls;

  const adopt = useCallback((saved: Doc, replaceForm: boolean) => {
    currentRef.current = saved;
    setCurrent(saved);
    latest.current.adopted(saved, replaceForm);
  }, []);

  const actions = useDocumentActions<Action, { data: Doc }>({
    doneText: spec.doneText,
    perform(which) {
      setConflict(null);
      return latest.current.perform(which, currentRef.current);
    },
    isNew: () => !currentRef.current,
    pathOf: (id) => `${spec.listPath}/${id}`,
    adopt: (answer, which) => adopt(answer.data, spec.replacesForm?.(which) ?? false),
  });
  const { action } = actions;

  // A failed action over a newer revision is a conflict, whichever button sent it.
  useEffect(() => {
    if (action.error && action.fieldErrors.revision) setConflict(action.error);
  }, [action.error, action.fieldErrors]);

  /** Deletes the draft, then goes back to the list. */
  const removal = useMutation(
    async () => {
      const saved = currentRef.current;
      if (!saved) throw new Error("remove() needs a saved document");
      return spec.remove(client, saved.id);
    },
    { onSuccess: () => navigate(spec.listPath) },
  );

  /** Replaces the form with the document as it is now on the server (after a conflict). */
  const loadLatest = async () => {
    const saved = currentRef.current;
    if (!saved) return;
    const result = await spec.load(client, saved.id);
    if (result.ok) {
      action.reset();
      setConflict(null);
      adopt(result.data.data, true);
      actions.setDone("Loaded the latest version.");
    }
  };

  return { ...actions, client, current, currentRef, adopt, conflict, setConflict, removal, loadLatest };
}

/** Sends a call of the typed client as the signed-in staff member, answered as a document. */
export const sendForDocument = <Doc>(call: Promise<unknown>) =>
  sendAsStaff(call) as Promise<unknown> as Promise<DocumentResult<Doc>>;
