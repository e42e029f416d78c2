import { goods, type GoodsStatus } from "@qinlian/contract";
import { useQueryClient } from "@tanstack/react-query";
import { App } from "antd";
import { useTranslation } from "react-i18next";
import { useMutate } from "../../../api";
import "./texts";
import { stripFieldCodes, useFormMutation } from "../../../kit/useFormMutation";

/** Every cached list or count that shows the member's goods. */
const GOODS_READS = [
  goods.myGoodsList.path,
  goods.selGoodsListByMember.path,
  goods.selGoodsListByDefaultShop.path,
  goods.statistics.path,
  goods.selGoodsByIdManage.path,
  goods.selGoodsByIdV2.path,
];

export function useRefreshGoods() {
  const qc = useQueryClient();
  return () => Promise.all(GOODS_READS.map((p) => qc.invalidateQueries({ queryKey: [p] })));
}

/** The actions a seller's list offers for a goods in each state (the goods state machine's owner events). */
export function actionsFor(status: GoodsStatus): ("putOn" | "takeOff" | "withdraw" | "delete" | "edit")[] {
  switch (status) {
    case "DRAFT":
      return ["edit", "putOn", "delete"];
    case "PENDING":
      return ["withdraw"];
    case "ON":
      return ["edit", "takeOff"];
    case "OFF":
      return ["edit", "putOn", "delete"];
    case "REJECTED":
      return ["edit", "putOn", "delete"];
  }
}

/**
 * On/off shelf, withdraw from review and delete, for any of the member's goods or posts. The
 * on-shelf calls handle their own errors (errBySelf, spec §5): failures show as a message here.
 */
export function useGoodsActions() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refresh = useRefreshGoods();
  const apply = useMutate(goods.applyUpdStatusOn, { errBySelf: true });
  const status = useMutate(goods.updStatus, { errBySelf: true });
  const del = useFormMutation(goods.delGoods);
  const delList = useFormMutation(goods.delGoodsList);

  const batch = async (goodsIds: string[], to: "ON" | "OFF" | "WITHDRAW") => {
    const res = await status.mutateAsync({ goodsIds, status: to }).catch((e: Error) => {
      void message.error(stripFieldCodes(e.message));
      return null;
    });
    if (!res) return;
    await refresh();
    const failed = res.filter((r) => !r.ok);
    if (failed.length) void message.warning(failed.map((f) => f.msg).join("；"));
    const ok = res.length - failed.length;
    if (ok) void message.success(t(`goodsSeller.act.done_${to}`, { n: ok }));
  };

  return {
    busy: apply.isPending || status.isPending || del.isPending || delList.isPending,
    /** Puts one goods on shelf, or into review when its category needs it. */
    putOn: async (goodsId: string) => {
      const res = await apply.mutateAsync({ goodsId }).catch((e: Error) => {
        void message.error(stripFieldCodes(e.message));
        return null;
      });
      if (!res) return;
      await refresh();
      void message.success(res.status === "PENDING" ? t("goodsSeller.act.sentToReview") : t("goodsSeller.act.putOn"));
    },
    takeOff: (ids: string[]) => batch(ids, "OFF"),
    batchOn: (ids: string[]) => batch(ids, "ON"),
    withdraw: (ids: string[]) => batch(ids, "WITHDRAW"),
    remove: async (goodsId: string) => {
      if (!(await del.submit({ goodsId }))) return;
      await refresh();
      void message.success(t("goodsSeller.act.deleted"));
    },
    removeMany: async (goodsIds: string[]) => {
      const res = await delList.submit({ goodsIds });
      if (!res) return;
      await refresh();
      const failed = res.filter((r) => !r.ok);
      if (failed.length) void message.warning(failed.map((f) => f.msg).join("；"));
      else void message.success(t("goodsSeller.act.deleted"));
    },
  };
}
