import type { CallDef } from "@qinlian/contract";
import { queryClient } from "../app/query";

/** Marks every cached read of these calls (any input) stale, so visible lists reload after a change. */
export function invalidateCalls(...defs: CallDef[]): Promise<void> {
  const paths = new Set(defs.map((d) => d.path));
  return queryClient.invalidateQueries({ predicate: (q) => paths.has(String(q.queryKey[0])) });
}
