import { system, type CategoryNode } from "@qinlian/contract";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useCall } from "../../../api";

const isEn = (lang: string) => lang === "en";

/**
 * A unit's display name by its dictionary code (UNIT): the server's Chinese name in Chinese, the
 * dictionary's English name in English (the dictionary is read only when English is on).
 */
export function useUnitName(): (code: string | null | undefined, serverName: string | null | undefined) => string | null {
  const { i18n } = useTranslation();
  const en = isEn(i18n.language);
  const q = useCall(system.dictItems, { dictId: "UNIT" }, { staleTime: 30 * 60_000, enabled: en, errBySelf: true });
  return (code, serverName) => {
    if (!en || !code) return serverName ?? null;
    const item = q.data?.find((i) => i.code === code);
    return item?.nameEn ?? serverName ?? null;
  };
}

/** Category names by id in the active language, from the (cached) category tree. */
export function useCategoryName(): (id: string, serverName: string) => string {
  const { i18n } = useTranslation();
  const en = isEn(i18n.language);
  const tree = useCall(system.categoryTree, { depth: 3 }, { staleTime: 10 * 60_000, enabled: en, errBySelf: true });
  const byId = useMemo(() => {
    const m = new Map<string, string>();
    const walk = (ns: readonly CategoryNode[]) =>
      ns.forEach((n) => {
        if (n.nameEn) m.set(n.id, n.nameEn);
        walk(n.children);
      });
    walk(tree.data ?? []);
    return m;
  }, [tree.data]);
  return (id, serverName) => (en ? (byId.get(id) ?? serverName) : serverName);
}
