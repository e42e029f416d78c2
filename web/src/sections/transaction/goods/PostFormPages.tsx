import { goods, goodsType, type GoodsType, type GoodsView } from "@qinlian/contract";
import { Result, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { useCall } from "../../../api";
import { PageHeader } from "../../../kit/PageHeader";
import { StatusTag } from "../../../kit/StatusTag";
import { DemandPostForm } from "./DemandPostForm";
import { DEMAND_SIDE, SUPPLY_SIDE } from "./editPath";
import { postListPath } from "./postPaths";
import { ServicePostForm } from "./ServicePostForm";
import { SoilPostForm } from "./SoilPostForm";
import { SupplyPostForm } from "./SupplyPostForm";
import { useAllowedTypes } from "./useAllowedTypes";
import "./texts";

/** The form for a post type. */
function FormFor({ type, existing, prefill }: { type: GoodsType; existing: GoodsView | null; prefill?: Record<string, unknown> }) {
  if (type === "SUPPLY") return <SupplyPostForm existing={existing} prefill={prefill} />;
  if (type === "DEMAND") return <DemandPostForm existing={existing} />;
  if (type === "SOIL_FLOW" || type === "SOIL_TRUSTEESHIP") return <SoilPostForm kind={type} existing={existing} />;
  if (type === "SERVICE_SUPPLY" || type === "SERVICE_DEMAND") return <ServicePostForm kind={type} existing={existing} />;
  return null;
}

/**
 * Publishes (no id) or edits (id) a post whose type is one of `allowed`; a new post's type comes
 * from ?type= (or the first allowed type), an existing one's from the record.
 */
function PostEditor({ id, allowed: offered, queryType, prefill }: { id: string | null; allowed: readonly GoodsType[]; queryType: string | null; prefill?: Record<string, unknown> }) {
  const { t } = useTranslation();
  const q = useCall(goods.selGoodsByIdManage, { goodsId: id ?? "" }, { enabled: !!id });
  // Only the types the identity's roles let it manage (the same functions the publish calls require).
  const { allowed, loading } = useAllowedTypes(offered);
  if ((id && q.isLoading) || loading) return <Skeleton active />;
  const parsed = goodsType.safeParse(queryType);
  const type: GoodsType | undefined = id ? q.data?.type : parsed.success ? parsed.data : offered[0];
  if ((id && !q.data) || !type || !offered.includes(type)) {
    return <Result status="404" title={t("goodsSeller.form.notFound")} extra={<Link to={postListPath(offered[0])}>{t("goodsSeller.form.back")}</Link>} />;
  }
  if (!allowed.includes(type)) return <Result status="403" title={t("goodsSeller.post.notAllowed", { type: t(`catalog.goodsType.${type}`) })} />;
  const title = t(id ? "goodsSeller.post.editTitle" : "goodsSeller.post.publishTitle", { type: t(`catalog.goodsType.${type}`) });
  return (
    <div>
      <PageHeader title={title} extra={q.data && <StatusTag kind="goods" status={q.data.status} />} />
      <FormFor key={`${type}-${id ?? "new"}`} type={type} existing={id ? (q.data ?? null) : null} prefill={prefill} />
    </div>
  );
}

/** /transaction/publishSupply — a new supply post; ?fromDemand=<id> starts it from a buyer's demand post. */
export function PublishSupplyPage() {
  const [params] = useSearchParams();
  const from = params.get("fromDemand");
  const demand = useCall(goods.selGoodsByIdV2, { goodsId: from ?? "" }, { enabled: !!from, errBySelf: true });
  if (from && demand.isLoading) return <Skeleton active />;
  const d = demand.data?.type === "DEMAND" ? demand.data : null;
  const prefill = d ? { name: d.name, categoryId: d.categoryId ?? undefined, unit: d.unit ?? undefined, quantity: d.ext?.kind === "DEMAND" ? d.ext.quantity : undefined } : undefined;
  return <PostEditor id={null} allowed={["SUPPLY"]} queryType="SUPPLY" prefill={prefill} />;
}

/** /transaction/updateSupply?id= — edits a supply post. */
export function UpdateSupplyPage() {
  const [params] = useSearchParams();
  return <PostEditor id={params.get("id")} allowed={["SUPPLY"]} queryType="SUPPLY" />;
}

/** /transaction/publishDemand — a new demand post. */
export function PublishDemandPage() {
  return <PostEditor id={null} allowed={["DEMAND"]} queryType="DEMAND" />;
}

/** /transaction/updateDemand?id= (or ?type=SERVICE_DEMAND to publish a service request) — demand-side posts. */
export function UpdateDemandPage() {
  const [params] = useSearchParams();
  return <PostEditor id={params.get("id")} allowed={DEMAND_SIDE} queryType={params.get("type") ?? "DEMAND"} />;
}

/** /transaction/updSupply/:id — edits any supply-side post; :id "new" with ?type= publishes land and service offers. */
export function UpdSupplyPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  return <PostEditor id={id && id !== "new" ? id : null} allowed={SUPPLY_SIDE} queryType={params.get("type")} />;
}
