import { PAGE_SIZES, profile, type Prefs, type PrefsPatch } from "@qinlian/contract";
import { useCallback } from "react";
import { useCall, useMutate } from "../api";
import { queryClient } from "../app/query";
import { hasTicketCookie } from "../app/store";

const prefsKey = [profile.getPrefs.path, {}];

/**
 * The member's UI preferences (language, page size per list, dismissed guides), read once and
 * cached; `save` sends a patch (null removes a field) and keeps the cache in step.
 */
export function usePrefs(): { prefs: Prefs; ready: boolean; save: (patch: PrefsPatch) => Promise<Prefs> } {
  const loggedIn = hasTicketCookie();
  const q = useCall(profile.getPrefs, {}, { enabled: loggedIn, staleTime: 10 * 60_000, errBySelf: true });
  const m = useMutate(profile.setPrefs, { loadingText: false, errBySelf: true });
  const save = useCallback(
    async (patch: PrefsPatch) => {
      const next = await m.mutateAsync(patch);
      queryClient.setQueryData(prefsKey, next);
      return next;
    },
    [m],
  );
  return { prefs: q.data ?? {}, ready: !loggedIn || !q.isLoading, save };
}

export type PageSize = (typeof PAGE_SIZES)[number];
export const pageSizeOptions = PAGE_SIZES.map(String);

/** A list's page size, remembered per member and list (`listKey`, e.g. "setup.address"). */
export function usePageSize(listKey: string, fallback: PageSize = 10): { pageSize: number; ready: boolean; setPageSize: (n: number) => void } {
  const { prefs, ready, save } = usePrefs();
  const pageSize = prefs.pageSizes?.[listKey] ?? fallback;
  const setPageSize = useCallback(
    (n: number) => {
      if (n === pageSize || !(PAGE_SIZES as readonly number[]).includes(n)) return;
      const current = (queryClient.getQueryData<Prefs>(prefsKey) ?? prefs).pageSizes ?? {};
      void save({ pageSizes: { ...current, [listKey]: n as PageSize } }).catch(() => undefined);
    },
    [pageSize, prefs, save, listKey],
  );
  return { pageSize, ready, setPageSize };
}

/** Whether the member dismissed a guide, and a way to dismiss it. */
export function useGuide(guide: string): { dismissed: boolean; dismiss: () => Promise<void> } {
  const { prefs, save } = usePrefs();
  const list = prefs.dismissedGuides ?? [];
  return {
    dismissed: list.includes(guide),
    dismiss: async () => {
      if (!list.includes(guide)) await save({ dismissedGuides: [...list, guide].slice(-50) }).catch(() => undefined);
    },
  };
}
