import type { z } from "zod";

/** A UTF-16 surrogate without its partner: JSON's "\ud800" parses to one; it is not Unicode text. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const badCharacterMessages = {
  nul: "不能包含空字符（U+0000）",
  surrogate: "含有不成对的代理字符（U+D800–U+DFFF），不是有效的 Unicode 文本",
} as const;

/** What is wrong with one string, or null when it is fine. */
export function badCharacter(s: string): string | null {
  if (s.includes("\u0000")) return badCharacterMessages.nul;
  if (LONE_SURROGATE.test(s)) return badCharacterMessages.surrogate;
  return null;
}

export interface BadCharacterIssue {
  path: (string | number)[];
  message: string;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
};

/** A path as a chain of links to the parent, so each step costs the same however deep it is. */
interface PathLink {
  readonly parent: PathLink | null;
  readonly key: string | number;
}

const toPath = (link: PathLink | null): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let l = link; l; l = l.parent) path.push(l.key);
  return path.reverse();
};

/**
 * Every string (and object key) in a JSON-like value holding a NUL or a lone surrogate, with its
 * path; at most `max` of them. Walks with its own stack, in linear time, so deep nesting neither
 * overflows the call stack nor slows it down.
 */
export function findBadCharacters(value: unknown, max = 5): BadCharacterIssue[] {
  const found: BadCharacterIssue[] = [];
  const stack: { v: unknown; at: PathLink | null }[] = [{ v: value, at: null }];
  while (stack.length && found.length < max) {
    const { v, at } = stack.pop()!;
    if (typeof v === "string") {
      const message = badCharacter(v);
      if (message) found.push({ path: toPath(at), message });
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], at: { parent: at, key: i } });
    } else if (isPlainObject(v)) {
      const keys = Object.keys(v);
      for (let i = keys.length - 1; i >= 0; i--) {
        const k = keys[i];
        const keyMessage = badCharacter(k);
        if (keyMessage) found.push({ path: toPath({ parent: at, key: k }), message: `字段名${keyMessage}` });
        else stack.push({ v: v[k], at: { parent: at, key: k } });
      }
    }
  }
  return found.slice(0, max);
}

/**
 * The refinement every call input gets (see `domain()`): no NUL and no lone surrogate in any string.
 * PostgreSQL refuses both in text and JSON, and neither is text a person could have typed. It runs
 * even when other fields already failed, so the reply names the offending field either way.
 */
export function refuseBadCharacters<S extends z.ZodType>(schema: S): S {
  return schema.superRefine(
    (value, ctx) => {
      for (const issue of findBadCharacters(value)) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message, input: value });
    },
    { when: () => true },
  );
}
