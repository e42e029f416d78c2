import { goods as goodsCalls, type GoodsView } from "@qinlian/contract";
import { Breadcrumb, Card, Col, Descriptions, Image, Result, Row, Skeleton, Space, Tag, Typography } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useSearchParams } from "react-router";
import { useCall } from "../../api";
import { useAppStore } from "../../app/store";
import { RichTextView } from "../../kit/RichTextView";
import { FavouriteButton } from "../goods/components/FavouriteButton";
import { GoodsImage } from "../goods/components/GoodsImage";
import { detailPath, PostPrice } from "../goods/components/GoodsTile";
import { useCategoryName, useUnitName } from "../goods/components/names";
import { isPost } from "../goods/components/price";
import { demandOf, supplyOf } from "./demand";
import "../goods/texts";
import "./texts";
import { formatTime } from "../../kit/formatTime";

/**
 * A supply or demand post (/purchasingHall/details?goodsId=): what is offered or wanted, how much,
 * at what price (or 面议), until when, and whom to contact. Posts are not bought through the cart,
 * so there are no sales, ratings, payment plans or reviews here. Anything else goes to its own page.
 */
export default function PostDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const user = useAppStore((s) => s.userInfo);
  const goodsId = params.get("goodsId") ?? "";
  const q = useCall(goodsCalls.selGoodsByIdV2, { goodsId }, { enabled: !!goodsId, errBySelf: true, retry: false });
  const unitOf = useUnitName();
  const categoryName = useCategoryName();
  if (!goodsId || q.isError) return <Result status="404" title={t("hall.notFound")} extra={<Link to="/purchasingHall/index">{t("hall.more")}</Link>} />;
  if (!q.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const g: GoodsView = q.data;
  if (!isPost(g.type)) return <Navigate to={detailPath(g)} replace />;
  const d = demandOf(g);
  const sp = supplyOf(g);
  const ext = d ?? sp;
  const kind = d ? "demand" : "supply";
  const unitName = unitOf(g.unit, g.unitName) ?? "";
  const expired = ext ? dayjs(ext.validUntil).endOf("day").isBefore(dayjs()) : false;
  const images = g.images.length ? g.images : g.mainImage ? [g.mainImage] : [];
  const hallLink = kind === "demand" ? "/purchasingHall/index" : "/purchasingHall/index?type=supply";
  return (
    <div data-testid="post-detail" data-kind={kind}>
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[
          { title: <Link to="/purchasingHall/index">{t("hall.title")}</Link> },
          { title: <Link to={hallLink}>{t(`hall.kinds.${kind}`)}</Link> },
          ...g.categoryPath.slice(-1).map((c) => ({ title: categoryName(c.id, c.name) })),
        ]}
      />
      <Card data-testid={kind === "demand" ? "demand-detail" : "supply-detail"} styles={{ body: { padding: "clamp(12px, 3vw, 24px)" } }}>
        <Row gutter={[24, 16]}>
          {images.length > 0 && (
            <Col xs={24} md={8}>
              {images.length > 1 ? (
                <Image.PreviewGroup items={images}>
                  <Image src={images[0]} alt={g.name} width="100%" style={{ aspectRatio: "1 / 1", objectFit: "cover" }} />
                </Image.PreviewGroup>
              ) : (
                <GoodsImage src={images[0]} alt={g.name} size="100%" />
              )}
            </Col>
          )}
          <Col xs={24} md={images.length ? 16 : 24}>
            <Space direction="vertical" style={{ width: "100%" }} size={12}>
              <Space wrap align="center">
                <Tag style={kind === "demand" ? { color: "#003eb3", background: "#e6f4ff", borderColor: "#91caff" } : { color: "#135200", background: "#f6ffed", borderColor: "#b7eb8f" }}>
                  {t(`goods.tile.postKind.${kind}`)}
                </Tag>
                {expired && <Tag>{t("hall.expired")}</Tag>}
              </Space>
              <Typography.Title level={1} style={{ margin: 0, fontSize: 22, lineHeight: 1.4 }} data-testid="post-name">
                {g.name}
              </Typography.Title>
              {g.subTitle && <Typography.Paragraph style={{ color: "#595959", margin: 0 }}>{g.subTitle}</Typography.Paragraph>}
              <div style={{ background: "#fff7e6", padding: "12px 16px", borderRadius: 4, fontSize: 20 }} data-testid="post-price-box">
                <span style={{ color: "#595959", fontSize: 14, marginRight: 12 }}>{t(`hall.columns.price.${kind}`)}</span>
                <PostPrice post={g} />
              </div>
              <Descriptions
                bordered
                size="small"
                column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
                data-testid="post-info"
                styles={{ label: { whiteSpace: "nowrap", minWidth: 88 } }}
              >
                <Descriptions.Item label={t(`hall.columns.quantity.${kind}`)}>
                  {ext ? `${ext.quantity} ${unitName}` : "-"}
                </Descriptions.Item>
                <Descriptions.Item label={t(`hall.columns.area.${kind}`)}>{g.originAreaName ?? "-"}</Descriptions.Item>
                <Descriptions.Item label={t("hall.category")}>{g.categoryPath.map((c) => categoryName(c.id, c.name)).join(" / ") || "-"}</Descriptions.Item>
                {d && <Descriptions.Item label={t("hall.columns.cycle")}>{t(`hall.cycles.${d.purchaseCycle}`)}</Descriptions.Item>}
                <Descriptions.Item label={t("hall.columns.validUntil")}>{ext?.validUntil ?? "-"}</Descriptions.Item>
                {g.shopName && (
                  <Descriptions.Item label={t(kind === "demand" ? "hall.publisher" : "hall.supplier")}>
                    {g.shopId ? <Link to={`/goods/shop/${g.shopId}`}>{g.shopName}</Link> : g.shopName}
                  </Descriptions.Item>
                )}
                <Descriptions.Item label={t("hall.columns.publishedAt")}>{formatTime(g.onShelfAt)}</Descriptions.Item>
                <Descriptions.Item label={t("hall.contact")}>{ext?.contactName ?? "-"}</Descriptions.Item>
                <Descriptions.Item label={t("hall.phone")}>
                  <span data-testid="post-phone">{ext?.contactMobile ?? "-"}</span>
                  {!user && <div style={{ color: "#595959", fontSize: 12 }}>{t("hall.phoneHidden")}</div>}
                </Descriptions.Item>
              </Descriptions>
              <Space wrap>
                <FavouriteButton kind={kind === "demand" ? "DEMAND" : "GOODS"} targetId={g.goodsId} />
                <Link to={hallLink}>{t(`hall.moreOf.${kind}`)}</Link>
                {g.categoryId && <Link to={`/goods/list?categoryId=${g.categoryId}`}>{t("hall.inMall")}</Link>}
              </Space>
            </Space>
          </Col>
        </Row>
      </Card>
      {g.description && (
        <Card size="small" title={<h2 style={{ fontSize: 14, margin: 0 }}>{t("hall.description")}</h2>} style={{ marginTop: 16 }}>
          <div style={{ overflowX: "auto" }}>
            <RichTextView html={g.description} />
          </div>
        </Card>
      )}
    </div>
  );
}
