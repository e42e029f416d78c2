import { goods, type GoodsView } from "@qinlian/contract";
import { Button, Card, Descriptions, Image, Result, Skeleton, Space, Tag } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { useCall } from "../../../api";
import { routeExists } from "../../../app/sections";
import { useAppStore } from "../../../app/store";
import { Money } from "../../../kit/Money";
import { PageHeader } from "../../../kit/PageHeader";
import { RichTextView } from "../../../kit/RichTextEditor";
import { StatusTag } from "../../../kit/StatusTag";
import { editPathOf } from "./editPath";
import { postListPath } from "./postPaths";
import { useAllowedTypes } from "./useAllowedTypes";
import "./texts";

const fen = (v: number | null | undefined, negotiable: string) => (v == null ? negotiable : <Money fen={v} />);

/** The type-specific facts of a post, as label/value rows. */
function useFacts(g: GoodsView): [string, ReactNode][] {
  const { t } = useTranslation();
  const neg = t("catalog.negotiable");
  const unit = g.unitName ? ` ${g.unitName}` : "";
  const e = g.ext;
  const rows: [string, ReactNode][] = [[t("goodsSeller.f.category"), g.categoryPath.map((c) => c.name).join(" / ") || "-"]];
  if (e?.kind === "SUPPLY") {
    rows.push([t("goodsSeller.post.price"), g.priceMin == null ? neg : <span><Money fen={g.priceMin} />{g.unitName ? ` / ${g.unitName}` : ""}</span>]);
    rows.push([t("goodsSeller.post.supplyQty"), `${e.quantity}${unit}`], [t("goodsSeller.f.origin"), g.originAreaName ?? "-"], [t("goodsSeller.post.validUntil"), e.validUntil]);
    rows.push([t("goodsSeller.f.deliveryAreas"), g.deliveryRange.nationwide ? t("goodsSeller.f.nationwideOn") : g.deliveryRange.areas.map((a) => a.name).join("、")]);
    rows.push([t("goodsSeller.f.logistics"), g.logistics.map((l) => l.name).join("、") || "-"]);
  } else if (e?.kind === "DEMAND") {
    rows.push([t("goodsSeller.post.demandQty"), `${e.quantity}${unit}`]);
    rows.push([t("goodsSeller.post.expectPrice"), e.expectPriceMin == null && e.expectPriceMax == null ? neg : <span>{fen(e.expectPriceMin, "—")} ~ {fen(e.expectPriceMax, "—")}</span>]);
    rows.push([t("goodsSeller.post.cycle"), t(`catalog.purchaseCycle.${e.purchaseCycle}`)], [t("goodsSeller.post.validUntil"), e.validUntil]);
  } else if (e?.kind === "SOIL_FLOW" || e?.kind === "SOIL_TRUSTEESHIP") {
    rows.push([t("goodsSeller.post.landArea"), `${g.originAreaName ?? ""} ${e.address}`], [t("goodsSeller.post.areaMu"), `${e.areaMu} ${t("goodsSeller.post.mu")}`]);
    rows.push([t("goodsSeller.post.landType"), t(`catalog.landType.${e.landType}`)], [t("goodsSeller.post.term"), `${e.termYears} ${t("goodsSeller.post.years")}`]);
    rows.push([t("goodsSeller.post.pricePerMu"), <Money key="p" fen={e.pricePerMuYear} />], [t("goodsSeller.post.availableFrom"), e.availableFrom]);
    if (e.kind === "SOIL_FLOW" && e.flowMode) rows.push([t("goodsSeller.post.flowMode"), t(`catalog.flowMode.${e.flowMode}`)]);
    if (e.kind === "SOIL_TRUSTEESHIP") rows.push([t("goodsSeller.post.trusteeshipItems"), e.trusteeshipItems.join("、")]);
  } else if (e?.kind === "SERVICE_SUPPLY" || e?.kind === "SERVICE_DEMAND") {
    rows.push([t("goodsSeller.post.serviceType"), t(`catalog.serviceType.${e.serviceType}`)], [t("goodsSeller.post.period"), `${e.startDate} ~ ${e.endDate}`]);
    rows.push([t("goodsSeller.post.price"), g.priceMin == null ? neg : <span><Money fen={g.priceMin} /> / {e.priceUnit}</span>]);
    if (e.areaMu) rows.push([t("goodsSeller.post.workMu"), `${e.areaMu} ${t("goodsSeller.post.mu")}`]);
  }
  if (e && "contactName" in e) rows.push([t("goodsSeller.post.contact"), `${e.contactName} ${e.contactMobile}`]);
  return rows;
}

function PostDetail({ g }: { g: GoodsView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useAppStore((s) => s.userInfo);
  const mine = me?.boId === g.boId;
  const facts = useFacts(g);
  const canSupply = useAllowedTypes(["SUPPLY"]).allowed.length > 0;
  return (
    <div data-testid="post-detail">
      <PageHeader
        title={
          <Space>
            {g.name}
            <Tag>{t(`catalog.goodsType.${g.type}`)}</Tag>
          </Space>
        }
        extra={
          <Space>
            {mine && <StatusTag kind="goods" status={g.status} />}
            {mine && g.status !== "PENDING" && (
              <Button type="primary" onClick={() => void navigate(editPathOf(g.type, g.goodsId))}>
                {t("goodsSeller.act.edit")}
              </Button>
            )}
            {!mine && g.type === "DEMAND" && canSupply && routeExists("/transaction/publishSupply") && (
              <Button type="primary" onClick={() => void navigate(`/transaction/publishSupply?fromDemand=${encodeURIComponent(g.goodsId)}`)} data-testid="answer-demand">
                {t("goodsSeller.post.answerDemand")}
              </Button>
            )}
          </Space>
        }
      />
      {mine && g.rejectReason && <Result status="warning" title={t("goodsSeller.form.rejected")} subTitle={g.rejectReason} style={{ padding: 8 }} />}
      <Card size="small" style={{ marginBottom: 16 }}>
        <Space align="start" size={24}>
          {g.images.length > 0 && (
            <Image.PreviewGroup>
              <Space direction="vertical">
                <Image src={g.images[0]} width={240} />
                <Space wrap>
                  {g.images.slice(1).map((u) => (
                    <Image key={u} src={u} width={56} />
                  ))}
                </Space>
              </Space>
            </Image.PreviewGroup>
          )}
          <Descriptions column={1} size="small" items={facts.map(([label, children], i) => ({ key: String(i), label, children }))} />
        </Space>
      </Card>
      <Card size="small" title={t("goodsSeller.post.description")}>
        <RichTextView html={g.description} />
      </Card>
    </div>
  );
}

/**
 * A post's detail (supplyDetail?id=, demandDetail?id=, demand/:id): what is offered or wanted,
 * the price, quantities, dates, the contact and the description. The owner can edit it; a seller
 * looking at a buyer's demand can answer it with a supply post.
 */
export default function PostDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { id: pathId } = useParams();
  const id = pathId ?? params.get("id");
  const q = useCall(goods.selGoodsByIdV2, { goodsId: id ?? "" }, { enabled: !!id, errBySelf: true });
  if (id && q.isLoading) return <Skeleton active />;
  if (!q.data) return <Result status="404" title={t("goodsSeller.post.notFound")} extra={<Link to={postListPath("SUPPLY")}>{t("goodsSeller.form.back")}</Link>} />;
  return <PostDetail g={q.data} />;
}
