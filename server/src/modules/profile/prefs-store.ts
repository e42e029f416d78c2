import { prefsView, type Prefs, type PrefsPatch } from "@qinlian/contract";
import { and, eq, sql } from "drizzle-orm";
import { Redis } from "ioredis";
import type { Ctx } from "../../kit/context";
import type { Db } from "../../kit/db";
import { memberPref } from "./schema";

/** Whose preferences: a person in one identity (themselves or an enterprise they work for). */
export interface PrefsOwner {
  memberId: string;
  boId: string;
}

/**
 * Where UI preferences live. Both implementations apply a patch atomically per field (two tabs
 * changing different fields at once both win): fields left out stay, null removes a field.
 */
export interface PrefsStore {
  get(owner: PrefsOwner): Promise<Prefs>;
  patch(owner: PrefsOwner, patch: PrefsPatch): Promise<Prefs>;
}

/** Keeps only fields that still match the schema (a stored value from an older release is dropped). */
function clean(raw: Record<string, unknown>): Prefs {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (!(k in prefsView.shape)) continue;
    const one = prefsView.pick<Record<keyof Prefs, true>>({ [k]: true } as Record<keyof Prefs, true>).safeParse({ [k]: v });
    if (one.success) Object.assign(out, one.data);
  }
  return out;
}

const split = (patch: PrefsPatch) => {
  const set: Record<string, unknown> = {};
  const del: string[] = [];
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) del.push(k);
    else if (v !== undefined) set[k] = v;
  }
  return { set, del };
};

/** Preferences in the member_pref table (jsonb merged in one statement). */
export class TablePrefsStore implements PrefsStore {
  constructor(private readonly db: Db) {}

  async get(o: PrefsOwner): Promise<Prefs> {
    const [row] = await this.db
      .select({ data: memberPref.data })
      .from(memberPref)
      .where(and(eq(memberPref.memberId, o.memberId), eq(memberPref.boId, o.boId)));
    return clean(row?.data ?? {});
  }

  async patch(o: PrefsOwner, patch: PrefsPatch): Promise<Prefs> {
    const { set, del } = split(patch);
    const delArr = sql`array[${sql.join([sql`''`, ...del.map((k) => sql`${k}`)], sql`, `)}]::text[]`;
    const [row] = await this.db
      .insert(memberPref)
      .values({ memberId: o.memberId, boId: o.boId, data: set })
      .onConflictDoUpdate({
        target: [memberPref.memberId, memberPref.boId],
        set: { data: sql`(${memberPref.data} - ${delArr}) || ${JSON.stringify(set)}::jsonb`, updatedAt: sql`now()` },
      })
      .returning({ data: memberPref.data });
    return clean(row.data);
  }
}

/**
 * Preferences in Redis: one hash per owner (`<prefix><boId>:<memberId>`), a JSON value per field.
 * UI preferences can be rebuilt by the member, so the hash expires after PREFS_TTL_DAYS without a change.
 */
export const PREFS_TTL_DAYS = 180;

export class RedisPrefsStore implements PrefsStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "ql:prefs:",
  ) {}

  private key(o: PrefsOwner) {
    return `${this.prefix}${o.boId}:${o.memberId}`;
  }

  private static parse(h: Record<string, string>): Prefs {
    const raw: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(h)) {
      try {
        raw[k] = JSON.parse(v);
      } catch {
        /* a value that is not JSON is dropped */
      }
    }
    return clean(raw);
  }

  async get(o: PrefsOwner): Promise<Prefs> {
    return RedisPrefsStore.parse(await this.redis.hgetall(this.key(o)));
  }

  async patch(o: PrefsOwner, patch: PrefsPatch): Promise<Prefs> {
    const { set, del } = split(patch);
    const k = this.key(o);
    const m = this.redis.multi();
    if (del.length) m.hdel(k, ...del);
    const fields = Object.entries(set).flatMap(([f, v]) => [f, JSON.stringify(v)]);
    if (fields.length) m.hset(k, ...fields);
    m.expire(k, PREFS_TTL_DAYS * 86_400);
    m.hgetall(k);
    const res = await m.exec();
    if (!res) throw new Error("redis preferences transaction aborted");
    const [err, h] = res[res.length - 1];
    if (err) throw err;
    return RedisPrefsStore.parse(h as Record<string, string>);
  }
}

/** One Redis connection per URL for the process (closed with closePrefsConnections). */
const connections = new Map<string, Redis>();

/** The store for this installation: Redis when REDIS_URL is set, else the table. */
export function prefsStore(ctx: Ctx): PrefsStore {
  const url = ctx.config.REDIS_URL;
  if (!url) return new TablePrefsStore(ctx.db);
  let redis = connections.get(url);
  if (!redis) {
    redis = new Redis(url, { maxRetriesPerRequest: 2 });
    redis.on("error", (e) => ctx.log.warn({ err: e }, "preferences redis error"));
    connections.set(url, redis);
  }
  return new RedisPrefsStore(redis);
}

export async function closePrefsConnections(): Promise<void> {
  const all = [...connections.values()];
  connections.clear();
  await Promise.all(all.map((r) => r.quit().catch(() => r.disconnect())));
}
