import { useEffect, useRef, useState } from "react";
import type { CollectionName, CoverImage } from "#app/features/content/collections.ts";
import type { ContentDraftFields, ContentDraftRow } from "#app/features/content/content-fields.ts";
import type { StudioItem } from "#app/features/content/studio.server.ts";
import { BODY_MIN_LENGTH, checkItemFields, contentSlugSchema } from "#app/features/content/studio-schemas.ts";
import {
  type DocumentEditorSpec,
  type DocumentResult,
  sendForDocument,
  useDocumentEditor,
} from "../components/use-document-editor.ts";
import { sendAsStaff, useStaffClient } from "../staff-client.ts";
import { draftToFields, emptyDraft, fieldsToDraft } from "./content-draft.ts";

// The content editor: a document editor (components/use-document-editor.ts)
// with the studio's calls, the fields, address and body as typed; Save,
// Publish, Schedule, Unpublish, Back to draft and Restore; and autosave of a
// draft a few seconds after the last keystroke. Every save names the revision
// it started from; when someone else saved in between the editor shows who and
// when and offers to load their version (it never overwrites).

/** Quiet time before a draft saves itself. */
export const AUTOSAVE_DELAY_MS = 3000;

export type SaveState =
  | { kind: "new" }
  | { kind: "saved"; at: string }
  | { kind: "unsaved" }
  | { kind: "saving" }
  | { kind: "invalid" }
  | { kind: "conflict"; message: string };

export type ContentAction =
  | { kind: "save" }
  | { kind: "publish" }
  | { kind: "schedule"; date: string; time: string; timeZone: string }
  | { kind: "unpublish" }
  | { kind: "draft" }
  | { kind: "restore"; revision: number };

const doneText: Record<ContentAction["kind"], string> = {
  save: "Saved.",
  publish: "Published: the item is live on the site.",
  schedule: "Scheduled: the item goes live at the chosen time.",
  unpublish: "Unpublished: the item has left the site.",
  draft: "Back to draft: the item is no longer scheduled.",
  restore: "Restored: the earlier revision is now the current one.",
};

type ItemResult = DocumentResult<StudioItem>;

const contentDocuments: DocumentEditorSpec<StudioItem, ContentAction> = {
  listPath: "/admin/content",
  doneText,
  load: (client, id) => sendForDocument(client.api.admin.content[":id"].$get({ param: { id } })),
  remove: (client, id) => sendAsStaff(client.api.admin.content[":id"].$delete({ param: { id } })),
  replacesForm: (which) => which.kind === "restore",
};

export function useContentEditor(item: StudioItem | null, collection: CollectionName) {
  const client = useStaffClient();
  const [fields, setFields] = useState<ContentDraftFields>(() =>
    item ? fieldsToDraft(collection, item.data) : emptyDraft(collection),
  );
  const [slug, setSlug] = useState(item?.slug ?? "");
  const [slugEdited, setSlugEdited] = useState(Boolean(item));
  const [body, setBody] = useState(item?.body ?? "");
  const [coverImage, setCoverImage] = useState<CoverImage | null>(item?.coverImage ?? null);
  const [saveState, setState] = useState<SaveState>(item ? { kind: "saved", at: item.updatedAt } : { kind: "new" });
  /** Counts edits, so a save only marks the form clean when nothing was typed while it ran. */
  const edits = useRef(0);
  const savedEdits = useRef(0);
  const inflight = useRef<Promise<unknown> | null>(null);

  const payload = () => ({ slug, data: draftToFields(collection, fields), body, coverImageId: coverImage?.id ?? null });
  const dirty = () => edits.current !== savedEdits.current;

  const editor = useDocumentEditor(item, contentDocuments, {
    adopted(saved, replaceForm) {
      setState({ kind: "saved", at: saved.updatedAt });
      if (replaceForm) {
        setFields(fieldsToDraft(collection, saved.data));
        setSlug(saved.slug);
        setBody(saved.body);
        setCoverImage(saved.coverImage);
        savedEdits.current = edits.current;
      }
    },
    async perform(which, saved): Promise<ItemResult> {
      const items = client.api.admin.content;
      if (!saved) return sendForDocument(items.$post({ json: { collection, ...payload() } }));
      if (which.kind === "save" || ((which.kind === "publish" || which.kind === "schedule") && dirty())) {
        const result = await saveNow();
        if (!result.ok || which.kind === "save") return result;
      }
      const param = { id: saved.id };
      const revision = currentRef.current?.revision ?? saved.revision;
      switch (which.kind) {
        case "publish":
          return sendForDocument(items[":id"].publish.$post({ param, json: { revision } }));
        case "schedule": {
          const { date, time, timeZone } = which;
          return sendForDocument(items[":id"].schedule.$post({ param, json: { revision, date, time, timeZone } }));
        }
        case "unpublish":
          return sendForDocument(items[":id"].unpublish.$post({ param, json: { revision } }));
        case "draft":
          return sendForDocument(items[":id"].draft.$post({ param, json: { revision } }));
        default:
          return sendForDocument(
            items[":id"].revisions[":revision"].restore.$post({
              param: { ...param, revision: String(which.revision) },
              json: { revision },
            }),
          );
      }
    },
  });
  const { currentRef, conflict, setConflict } = editor;
  const state: SaveState = conflict ? { kind: "conflict", message: conflict } : saveState;

  const edited = () => {
    edits.current += 1;
    editor.setDone(null);
    setState((now) => (now.kind === "new" ? now : { kind: "unsaved" }));
  };

  /** Saves the form over the revision it started from; one save at a time. */
  async function saveNow(): Promise<ItemResult> {
    while (inflight.current) await inflight.current;
    const saved = currentRef.current;
    if (!saved) throw new Error("saveNow() needs a saved item");
    const at = edits.current;
    setConflict(null);
    setState({ kind: "saving" });
    const call = sendForDocument<StudioItem>(
      client.api.admin.content[":id"].$put({
        param: { id: saved.id },
        json: { revision: saved.revision, ...payload() },
      }),
    );
    inflight.current = call;
    const result = await call.finally(() => {
      inflight.current = null;
    });
    if (result.ok) {
      savedEdits.current = at;
      editor.adopt(result.data.data, false);
      if (edits.current !== at) setState({ kind: "unsaved" });
    } else if (result.status === 409 && result.fieldErrors.revision) {
      setConflict(result.message);
      setState({ kind: "unsaved" });
    } else {
      setState({ kind: "unsaved" });
    }
    return result;
  }

  // Autosave: a draft with unsaved, valid changes saves itself after a quiet moment.
  const latestSave = useRef(saveNow);
  latestSave.current = saveNow;
  const status = editor.current?.status;
  useEffect(() => {
    if (status !== "draft" || state.kind !== "unsaved") return;
    const timer = setTimeout(() => {
      const fieldsOk = checkItemFields(collection, draftToFields(collection, fields)).ok;
      const valid = fieldsOk && body.trim().length >= BODY_MIN_LENGTH && contentSlugSchema.safeParse(slug).success;
      if (valid) void latestSave.current();
      else setState({ kind: "invalid" });
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, state.kind, fields, slug, body, collection]);

  return {
    collection,
    item: editor.current,
    fields,
    slug,
    body,
    slugEdited,
    coverImage,
    state,
    action: editor.action,
    removal: editor.removal,
    done: editor.done,
    error: editor.error,
    setField(path: string, value: string | ContentDraftRow[]) {
      setFields((now) => ({ ...now, [path]: value }));
      edited();
    },
    setSlug(value: string, byHand = true) {
      if (byHand) setSlugEdited(true);
      setSlug(value);
      edited();
    },
    setBody(value: string) {
      setBody(value);
      edited();
    },
    setCoverImage(value: CoverImage | null) {
      setCoverImage(value);
      edited();
    },
    run: editor.run,
    loadLatest: editor.loadLatest,
  };
}

export type ContentEditor = ReturnType<typeof useContentEditor>;
