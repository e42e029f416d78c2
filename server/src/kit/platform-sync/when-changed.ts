import { eq } from "drizzle-orm";
import type { Db } from "../db";
import { platformSync } from "./schema";

/**
 * Runs `write` unless the hash stored under `key` by its last successful run is `hash`, then stores
 * `hash`. For data written at every start (reference tables, function tree, texts): a start that ships
 * the same data does not write it again. A failed write stores nothing, so the next start writes again.
 * Returns whether it wrote.
 */
export async function writeWhenChanged(db: Db, key: string, hash: string, write: () => Promise<void>): Promise<boolean> {
  const [stored] = await db.select({ hash: platformSync.hash }).from(platformSync).where(eq(platformSync.key, key));
  if (stored?.hash === hash) return false;
  await write();
  await db
    .insert(platformSync)
    .values({ key, hash })
    .onConflictDoUpdate({ target: platformSync.key, set: { hash, updatedAt: new Date() } });
  return true;
}
