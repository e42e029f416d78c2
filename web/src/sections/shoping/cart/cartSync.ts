import { cart } from "@qinlian/contract";
import { api } from "../../../api";
import { queryClient } from "../../../app/query";
import { useAppStore } from "../../../app/store";
import { readLocalCart, writeLocalCart } from "./localCart";

/**
 * The header's cart count and the visitor's cart at login. The count is the server's line count
 * (selCartCount) for a member, the local cart's for a visitor; it is refreshed after login, on an
 * identity switch and after every cart change (`refreshCartCount`).
 */
export async function refreshCartCount(): Promise<void> {
  const { userInfo, setCartCount } = useAppStore.getState();
  if (!userInfo) {
    setCartCount(readLocalCart().length);
    return;
  }
  const r = await api(cart.selCartCount, {}, { errBySelf: true, quietAuth: true }).catch(() => null);
  // the member may have logged out meanwhile
  if (r && useAppStore.getState().userInfo) setCartCount(r.count);
}

export interface MergeOutcome {
  merged: number;
  skipped: number;
}

let running: Promise<MergeOutcome | null> | null = null;

/**
 * Once logged in: merges this browser's visitor cart into the member's (mergeOrderCart), empties it,
 * then refreshes the count. Concurrent calls (the login page and the header both call it) share one run.
 * Answers what was merged, or null when there was nothing to merge.
 */
export function syncCart(): Promise<MergeOutcome | null> {
  if (running) return running;
  running = (async () => {
    let out: MergeOutcome | null = null;
    const lines = readLocalCart();
    if (useAppStore.getState().userInfo && lines.length) {
      const r = await api(cart.mergeOrderCart, { lines }, { errBySelf: true, quietAuth: true }).catch(() => null);
      if (r) {
        writeLocalCart([]);
        out = { merged: r.merged.length, skipped: r.skipped.length };
        void queryClient.invalidateQueries({ queryKey: [cart.selListByParamV2.path] });
      }
    }
    await refreshCartCount();
    return out;
  })().finally(() => {
    running = null;
  });
  return running;
}
