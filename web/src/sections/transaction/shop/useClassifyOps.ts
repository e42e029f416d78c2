import { shop, type ShopClassify } from "@qinlian/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useFormMutation } from "../../../kit/useFormMutation";

/** Every cached read that shows shop classifies or goods counts per classify. */
export function useRefreshClassify() {
  const qc = useQueryClient();
  return () =>
    Promise.all(
      [shop.classifyTreeByLogin.path, shop.classifyByParentIdManage.path, shop.classifyByParentId.path, "/api/trading/goods/myGoodsList", shop.selGoodsNumByParam.path].map((p) =>
        qc.invalidateQueries({ queryKey: [p] }),
      ),
    );
}

/** Moves one classify up or down among its siblings; returns the new order of ids (or null at an edge). */
export function moved(siblings: readonly Pick<ShopClassify, "id">[], id: string, dir: -1 | 1): string[] | null {
  const ids = siblings.map((s) => s.id);
  const i = ids.indexOf(id);
  const j = i + dir;
  if (i < 0 || j < 0 || j >= ids.length) return null;
  [ids[i], ids[j]] = [ids[j], ids[i]];
  return ids;
}

/** The classify calls a manage screen needs, each refreshing the lists when it succeeds. */
export function useClassifyOps() {
  const refresh = useRefreshClassify();
  const add = useFormMutation(shop.addClassify);
  const rename = useFormMutation(shop.updClassify);
  const del = useFormMutation(shop.delClassify);
  const sort = useFormMutation(shop.sortClassify);
  const wrap =
    <A,>(fn: (a: A) => Promise<unknown>) =>
    async (a: A) => {
      const ok = (await fn(a)) !== null;
      if (ok) await refresh();
      return ok;
    };
  return {
    busy: add.isPending || rename.isPending || del.isPending || sort.isPending,
    add: wrap((v: { name: string; parentId?: string }) => add.submit(v)),
    rename: wrap((v: { id: string; name: string }) => rename.submit(v)),
    remove: wrap((v: { ids: string[]; moveToId?: string }) => del.submit(v)),
    sort: wrap((ids: string[]) => sort.submit({ ids })),
  };
}
