import { goodsType } from "@qinlian/contract";
import { useTranslation } from "react-i18next";
import { DEMAND_SIDE, SUPPLY_SIDE } from "./editPath";
import { PostListPage } from "./PostListPage";
import "./texts";

/** /transaction/mySupply — my supply posts. */
export function MySupplyPage() {
  const { t } = useTranslation();
  return <PostListPage title={t("goodsSeller.pages.mySupply")} types={["SUPPLY"]} testId="my-supply" />;
}

/** /transaction/myDemand — my demand (purchase) posts. */
export function MyDemandPage() {
  const { t } = useTranslation();
  return <PostListPage title={t("goodsSeller.pages.myDemand")} types={["DEMAND"]} testId="my-demand" />;
}

/** /transaction/supply — all my supply-side posts: goods supply, land trusteeship and transfer, farming services. */
export function SupplyManagePage() {
  const { t } = useTranslation();
  return <PostListPage title={t("goodsSeller.pages.supply")} types={SUPPLY_SIDE} testId="supply-manage" />;
}

/** /transaction/demand — all my demand-side posts: purchase requests and service requests. */
export function DemandManagePage() {
  const { t } = useTranslation();
  return <PostListPage title={t("goodsSeller.pages.demand")} types={DEMAND_SIDE} testId="demand-manage" />;
}

/** /transaction/goodsManageOneMan — everything a person seller published, one tab per type they may manage. */
export function GoodsOneManPage() {
  const { t } = useTranslation();
  return <PostListPage title={t("goodsSeller.pages.oneMan")} types={goodsType.options} testId="goods-one-man" />;
}
