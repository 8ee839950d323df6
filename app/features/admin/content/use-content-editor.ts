import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useMutation } from "#app/components/ui/use-mutation.ts";
import type { CollectionName, CoverImage } from "#app/features/content/collections.ts";
import type { StudioItem } from "#app/features/content/studio.server.ts";
import { BODY_MIN_LENGTH, checkItemFields, contentSlugSchema } from "#app/features/content/studio-schemas.ts";
import type { ApiResult } from "#app/lib/api-client.ts";
import { sendAsStaff, useStaffClient } from "../staff-client.ts";
import {
  type ContentDraftFields,
  type ContentDraftRow,
  draftToFields,
  emptyDraft,
  fieldsToDraft,
} from "./content-draft.ts";

// The content editor's state and its calls: the fields, address and body as
// typed; Save, Publish, Schedule, Unpublish, Back to draft and Restore; and
// autosave of a draft a few seconds after the last keystroke. Every save names
// the revision it started from; when someone else saved in between the editor
// shows who and when and offers to load their version (it never overwrites).

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

type ItemResult = ApiResult<{ data: StudioItem }>;

export function useContentEditor(item: StudioItem | null, collection: CollectionName) {
  const client = useStaffClient();
  const navigate = useNavigate();
  const [current, setCurrent] = useState<StudioItem | null>(item);
  const currentRef = useRef(item);
  const [fields, setFields] = useState<ContentDraftFields>(() =>
    item ? fieldsToDraft(collection, item.data) : emptyDraft(collection),
  );
  const [slug, setSlug] = useState(item?.slug ?? "");
  const [slugEdited, setSlugEdited] = useState(Boolean(item));
  const [body, setBody] = useState(item?.body ?? "");
  const [coverImage, setCoverImage] = useState<CoverImage | null>(item?.coverImage ?? null);
  const [state, setState] = useState<SaveState>(item ? { kind: "saved", at: item.updatedAt } : { kind: "new" });
  const [done, setDone] = useState<string | null>(null);
  /** Counts edits, so a save only marks the form clean when nothing was typed while it ran. */
  const edits = useRef(0);
  const savedEdits = useRef(0);
  const inflight = useRef<Promise<unknown> | null>(null);

  const adopt = useCallback(
    (saved: StudioItem, replaceForm: boolean) => {
      currentRef.current = saved;
      setCurrent(saved);
      setState({ kind: "saved", at: saved.updatedAt });
      if (replaceForm) {
        setFields(fieldsToDraft(collection, saved.data));
        setSlug(saved.slug);
        setBody(saved.body);
        setCoverImage(saved.coverImage);
        savedEdits.current = edits.current;
      }
    },
    [collection],
  );

  const edited = () => {
    edits.current += 1;
    setDone(null);
    setState((now) => (now.kind === "conflict" || now.kind === "new" ? now : { kind: "unsaved" }));
  };

  const payload = () => ({ slug, data: draftToFields(collection, fields), body, coverImageId: coverImage?.id ?? null });
  const dirty = () => edits.current !== savedEdits.current;

  /** Saves the form over the revision it started from; one save at a time. */
  const saveNow = async (): Promise<ItemResult> => {
    while (inflight.current) await inflight.current;
    const saved = currentRef.current;
    if (!saved) throw new Error("saveNow() needs a saved item");
    const at = edits.current;
    setState({ kind: "saving" });
    const call = sendAsStaff(
      client.api.admin.content[":id"].$put({
        param: { id: saved.id },
        json: { revision: saved.revision, ...payload() },
      }),
    );
    inflight.current = call;
    const result = (await call.finally(() => {
      inflight.current = null;
    })) as ItemResult;
    if (result.ok) {
      savedEdits.current = at;
      adopt(result.data.data, false);
      if (edits.current !== at) setState({ kind: "unsaved" });
    } else if (result.status === 409 && result.fieldErrors.revision) {
      setState({ kind: "conflict", message: result.message });
    } else {
      setState({ kind: "unsaved" });
    }
    return result;
  };

  const action = useMutation(
    async (which: ContentAction): Promise<ItemResult> => {
      const items = client.api.admin.content;
      if (!currentRef.current) {
        return (await sendAsStaff(items.$post({ json: { collection, ...payload() } }))) as ItemResult;
      }
      if (which.kind === "save" || ((which.kind === "publish" || which.kind === "schedule") && dirty())) {
        const saved = await saveNow();
        if (!saved.ok || which.kind === "save") return saved;
      }
      const param = { id: currentRef.current.id };
      const revision = currentRef.current.revision;
      switch (which.kind) {
        case "publish":
          return (await sendAsStaff(items[":id"].publish.$post({ param, json: { revision } }))) as ItemResult;
        case "schedule": {
          const { date, time, timeZone } = which;
          return (await sendAsStaff(
            items[":id"].schedule.$post({ param, json: { revision, date, time, timeZone } }),
          )) as ItemResult;
        }
        case "unpublish":
          return (await sendAsStaff(items[":id"].unpublish.$post({ param, json: { revision } }))) as ItemResult;
        case "draft":
          return (await sendAsStaff(items[":id"].draft.$post({ param, json: { revision } }))) as ItemResult;
        default:
          return (await sendAsStaff(
            items[":id"].revisions[":revision"].restore.$post({
              param: { ...param, revision: String(which.revision) },
              json: { revision },
            }),
          )) as ItemResult;
      }
    },
    {
      onSuccess(body, which) {
        if (!currentRef.current) {
          navigate(`/admin/content/${body.data.id}`);
          return;
        }
        adopt(body.data, which.kind === "restore");
        setDone(doneText[which.kind]);
      },
    },
  );

  // A failed action over a newer revision is a conflict, whichever button sent it.
  useEffect(() => {
    if (action.fieldErrors.revision && action.error) setState({ kind: "conflict", message: action.error });
  }, [action.fieldErrors, action.error]);

  /** Deletes a draft that was never published, then goes back to the list. */
  const removal = useMutation(
    async () => {
      const saved = currentRef.current;
      if (!saved) throw new Error("remove() needs a saved item");
      return sendAsStaff(client.api.admin.content[":id"].$delete({ param: { id: saved.id } }));
    },
    { onSuccess: () => navigate("/admin/content") },
  );

  /** Replaces the form with the item as it is now on the server (after a conflict). */
  const loadLatest = async () => {
    const saved = currentRef.current;
    if (!saved) return;
    const result = await sendAsStaff(client.api.admin.content[":id"].$get({ param: { id: saved.id } }));
    if (result.ok) {
      action.reset();
      adopt(result.data.data, true);
      setDone("Loaded the latest version.");
    }
  };

  // Autosave: a draft with unsaved, valid changes saves itself after a quiet moment.
  const latestSave = useRef(saveNow);
  latestSave.current = saveNow;
  const status = current?.status;
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
    item: current,
    fields,
    slug,
    body,
    slugEdited,
    coverImage,
    state,
    action,
    removal,
    done: action.error ? null : done,
    error: (path: string) => action.fieldErrors[path]?.[0],
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
    run(which: ContentAction) {
      setDone(null);
      return action.run(which);
    },
    loadLatest,
  };
}

export type ContentEditor = ReturnType<typeof useContentEditor>;
