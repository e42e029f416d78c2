import { Codes, loginCodes, type CallDef } from "@qinlian/contract";
import type { FormInstance } from "antd";
import { useCallback } from "react";
import type { z } from "zod";
import { ApiError, uiBindings, useMutate } from "../api";

/** A form item's name: "creditCode" or ["specs", 0, "price"]. */
export type NamePath = string | number | (string | number)[];

/** Where a server field goes in the form: a name path, or `null` to show its message in the notice. */
export type FieldMap = Record<string, NamePath | null> | ((field: string) => NamePath | null | undefined);

export interface FormMutationOptions {
  /** The form whose items get the server's field errors (antd `setFields`). */
  form?: FormInstance;
  /** Server field → form item, when the call's input and the form's names differ. */
  fields?: FieldMap;
  /** The loading overlay's text (default 正在提交信息), or false for none. */
  loadingText?: string | false;
}

/** Codes the API client already acts on (login, redirect, no manufacturer): nothing more to show. */
const handledByClient = new Set<string>([...loginCodes, Codes.NO_MANUFACTURER, Codes.REDIRECT]);

/** "specs.0.price" / "specs[0].price" → ["specs", 0, "price"]. */
export function namePathOf(field: string): (string | number)[] {
  return field
    .replace(/\[(\d+)\]/g, ".$1")
    .split(".")
    .filter((s) => s !== "")
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

const keyOf = (name: NamePath): string => JSON.stringify((Array.isArray(name) ? name : [name]).map(String));

/** A code-like field name in front of a message ("creditCode: 已注册" → "已注册"). */
const FIELD_PREFIX = /^\s*(?:[A-Za-z_$][\w$.[\]…]*|\(请求体\))\s*[:：]\s*/;
const VALIDATION_PREFIX = /^\s*参数错误\s*[—-]\s*/;

/**
 * The server's message split per field. `invalid(field, msg)` answers "field: msg"; the pipeline's
 * input check answers "参数错误 — a: m1；b.c: m2". A field the message does not name gets the whole
 * message without its code prefix.
 */
export function messagesByField(msg: string, fields: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  const body = msg.replace(VALIDATION_PREFIX, "");
  for (const part of body.split(/[；;]\s*/)) {
    const m = /^\s*([^\s:：]+)\s*[:：]\s*([\s\S]*)$/.exec(part);
    if (m && fields.includes(m[1]) && !out.has(m[1])) out.set(m[1], m[2].trim());
  }
  for (const f of fields) if (!out.has(f)) out.set(f, stripFieldCodes(msg));
  return out;
}

/** A message fit for a person: no "参数错误 —" lead and no field codes in front of its parts. */
export function stripFieldCodes(msg: string): string {
  const body = msg.replace(VALIDATION_PREFIX, "");
  const parts = body
    .split(/[；;]\s*/)
    .map((p) => p.replace(FIELD_PREFIX, "").trim())
    .filter(Boolean);
  return parts.length ? parts.join("；") : msg;
}

function mapField(field: string, fields: FieldMap | undefined): NamePath | null | undefined {
  if (!fields) return undefined;
  return typeof fields === "function" ? fields(field) : fields[field];
}

export type FailureOutcome = "none" | "fields" | "notice" | "fields+notice";

/**
 * Shows a failed call's error once: `data.fields` under their form items (the longest registered
 * prefix of a nested name, e.g. "specs.0.price" or "logistics.x" → "logistics"), everything else in
 * the 提示 dialog without field codes. Network, HTTP-page and login failures were already shown (or
 * acted on) by the API client, so they show nothing more.
 */
export function showFailure(
  err: unknown,
  opts: Pick<FormMutationOptions, "form" | "fields">,
  notice: (message: string) => void = (m) => uiBindings.notice(m),
): FailureOutcome {
  if (!(err instanceof ApiError)) {
    notice(err instanceof Error ? err.message : String(err));
    return "notice";
  }
  if (err.kind !== "business" || handledByClient.has(err.code)) return "none";
  const data = err.data as { fields?: unknown } | null;
  const serverFields = Array.isArray(data?.fields) ? data.fields.filter((f): f is string => typeof f === "string") : [];
  const form = opts.form;
  if (!form || serverFields.length === 0) {
    notice(stripFieldCodes(err.message));
    return "notice";
  }
  const registered = new Set(form.getFieldsError().map((e) => keyOf(e.name)));
  const perField = messagesByField(err.message, serverFields);
  const placed = new Map<string, { name: NamePath; errors: string[] }>();
  const leftOver: string[] = [];
  for (const field of serverFields) {
    const message = perField.get(field) ?? stripFieldCodes(err.message);
    const mapped = mapField(field, opts.fields);
    let name: NamePath | undefined;
    if (mapped !== null) {
      const path = mapped !== undefined ? (Array.isArray(mapped) ? mapped : [mapped]) : namePathOf(field);
      for (let n = path.length; n > 0 && !name; n--) if (registered.has(keyOf(path.slice(0, n)))) name = path.slice(0, n);
    }
    if (!name) {
      if (!leftOver.includes(message)) leftOver.push(message);
      continue;
    }
    const entry = placed.get(keyOf(name)) ?? { name, errors: [] };
    if (!entry.errors.includes(message)) entry.errors.push(message);
    placed.set(keyOf(name), entry);
  }
  if (placed.size) {
    const list = [...placed.values()];
    form.setFields(list);
    form.scrollToField(list[0].name, { block: "center" });
  }
  if (leftOver.length) notice(leftOver.join("；"));
  return placed.size ? (leftOver.length ? "fields+notice" : "fields") : "notice";
}

/**
 * A call that changes something, for forms and buttons. `submit(input)` runs it and resolves to its
 * data, or to null when it failed — after showing the failure once: the server's `data.fields` under
 * the form's items, any other message in the 提示 dialog. `submit(input, { form })` names the form
 * when the hook is called above the component that holds it. Replaces `mutateAsync(x).catch(() => null)`.
 */
export function useFormMutation<C extends CallDef>(def: C, opts: FormMutationOptions = {}) {
  const mutation = useMutate(def, { errBySelf: true, loadingText: opts.loadingText });
  const { mutateAsync } = mutation;
  const { form, fields } = opts;
  const submit = useCallback(
    async (input: z.input<C["input"]>, target?: Pick<FormMutationOptions, "form" | "fields">): Promise<z.output<C["output"]> | null> => {
      try {
        return await mutateAsync(input);
      } catch (e) {
        showFailure(e, { form, fields, ...target });
        return null;
      }
    },
    [mutateAsync, form, fields],
  );
  return { submit, isPending: mutation.isPending, mutation };
}
