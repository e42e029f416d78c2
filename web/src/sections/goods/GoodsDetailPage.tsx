import { goods as goodsCalls, search, type GoodsView, type SpecView } from "@qinlian/contract";
import { Alert, Breadcrumb, Card, Col, Descriptions, Empty, Image, Rate, Result, Row, Skeleton, Space, Tag, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { api, useCall } from "../../api";
import { Money } from "../../kit/Money";
import { RichTextView } from "../../kit/RichTextView";
import { FavouriteButton } from "./components/FavouriteButton";
import { deviceId } from "./components/deviceId";
import { GoodsGrid } from "./components/GoodsTile";
import { Reviews } from "./components/Reviews";
import { ShopCardView } from "./components/ShopCardView";
import { WatchList } from "./components/WatchList";
import "./texts";

/** The spec picker: each spec with the current buyer's price; the chosen one's price and stock shown large. */
function SpecPicker({ goods, specId, onPick }: { goods: GoodsView; specId: string | null; onPick: (id: string) => void }) {
  const { t } = useTranslation();
  const spec: SpecView | undefined = goods.specs.find((s) => s.specId === specId) ?? goods.specs[0];
  if (!spec) return null;
  return (
    <div data-testid="spec-picker">
      <div style={{ background: "#fff7e6", padding: "12px 16px", borderRadius: 4, marginBottom: 12 }}>
        <Space align="baseline" size="large">
          <span style={{ color: "#999" }}>{t("goods.detail.price")}</span>
          <span data-testid="spec-price" style={{ fontSize: 26 }}>
            <Money fen={spec.price} strong />
          </span>
          {goods.unitName && <span style={{ color: "#999" }}>/{goods.unitName}</span>}
          {spec.priceSource !== "LIST" && (
            <>
              <Tag color="volcano">{t(`goods.detail.priceSource.${spec.priceSource}`)}</Tag>
              <span style={{ color: "#999", textDecoration: "line-through" }}>
                {t("goods.detail.listPrice")} <Money fen={spec.listPrice} />
              </span>
            </>
          )}
        </Space>
      </div>
      <Descriptions column={1} size="small" labelStyle={{ width: 80 }}>
        <Descriptions.Item label={t("goods.detail.spec")}>
          <Space wrap>
            {goods.specs.map((s) => (
              <Tag.CheckableTag
                key={s.specId}
                data-testid="spec-option"
                checked={s.specId === spec.specId}
                onChange={() => onPick(s.specId)}
                style={{ border: "1px solid #d9d9d9", padding: "4px 12px", opacity: s.stock > 0 ? 1 : 0.5 }}
              >
                {s.name}
              </Tag.CheckableTag>
            ))}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t("goods.detail.stock")}>
          <span data-testid="spec-stock">{spec.stock > 0 ? t("goods.detail.stockLeft", { n: spec.stock, unit: goods.unitName ?? "" }) : t("goods.detail.outOfStock")}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t("goods.detail.minOrder")}>
          {goods.minOrderQty} {goods.unitName ?? ""}
        </Descriptions.Item>
      </Descriptions>
    </div>
  );
}

/** Supply posts (no specs): quantity, price or 面议, validity, contact. */
function PostInfo({ goods }: { goods: GoodsView }) {
  const { t } = useTranslation();
  const ext = goods.ext;
  if (!ext || ext.kind !== "SUPPLY") return null;
  return (
    <Descriptions column={1} size="small" title={t("goods.detail.supplyInfo")} data-testid="post-info">
      <Descriptions.Item label={t("goods.detail.price")}>{goods.priceMin != null ? <Money fen={goods.priceMin} strong /> : t("goods.tile.negotiable")}</Descriptions.Item>
      <Descriptions.Item label={t("goods.detail.quantity")}>{ext.quantity} {goods.unitName ?? ""}</Descriptions.Item>
      <Descriptions.Item label={t("goods.detail.validUntil")}>{ext.validUntil}</Descriptions.Item>
      <Descriptions.Item label={t("goods.detail.contact")}>{ext.contactName}</Descriptions.Item>
      <Descriptions.Item label={t("goods.detail.phone")}>{ext.contactMobile}</Descriptions.Item>
    </Descriptions>
  );
}

export default function GoodsDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const goodsId = params.get("goodsId") ?? "";
  const detail = useCall(goodsCalls.detail, { goodsId }, { enabled: !!goodsId, errBySelf: true, retry: false });
  const [specId, setSpecId] = useState<string | null>(null);
  const [image, setImage] = useState(0);
  // another goods starts with no spec picked and its first image
  const [shownId, setShownId] = useState(goodsId);
  if (shownId !== goodsId) {
    setShownId(goodsId);
    setSpecId(null);
    setImage(0);
  }

  // opening the page is a view: it goes to the visitor's watch list
  useEffect(() => {
    if (goodsId && detail.data) void api(search.recordView, { goodsId, deviceId: deviceId() }, { errBySelf: true, quietAuth: true }).catch(() => null);
  }, [goodsId, detail.data]);

  if (!goodsId || detail.isError) return <Result status="404" title={t("goods.detail.notFound")} extra={<Link to="/goods/list">{t("goods.list.allCategories")}</Link>} />;
  if (!detail.data) return <Skeleton active paragraph={{ rows: 12 }} />;
  const { goods: g, shop, score, recommended } = detail.data;
  const images = g.images.length ? g.images : g.mainImage ? [g.mainImage] : [];

  return (
    <div data-testid="goods-detail">
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[
          { title: <Link to="/goods/home">{t("goods.home.title")}</Link> },
          ...g.categoryPath.map((c) => ({ title: <Link to={`/goods/list?categoryId=${c.id}`}>{c.name}</Link> })),
        ]}
      />
      {g.status !== "ON" && <Alert type="warning" showIcon message={t("goods.tile.offShelf")} style={{ marginBottom: 12 }} />}
      <Card>
        <Row gutter={24}>
          <Col span={9}>
            {images.length ? (
              <Image.PreviewGroup items={images}>
                <Image src={images[image]} alt={g.name} width="100%" style={{ aspectRatio: "1 / 1", objectFit: "cover" }} />
              </Image.PreviewGroup>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("goods.tile.noImage")} style={{ padding: 80, background: "#fafafa" }} />
            )}
            <Space style={{ marginTop: 8 }} wrap>
              {images.map((src, i) => (
                <img key={src} src={src} alt="" width={56} height={56} onMouseEnter={() => setImage(i)}
                  style={{ objectFit: "cover", border: i === image ? "2px solid #d4380d" : "1px solid #eee", cursor: "pointer" }} />
              ))}
            </Space>
          </Col>
          <Col span={15}>
            <Typography.Title level={3} data-testid="goods-name" style={{ marginTop: 0 }}>
              {g.name}
            </Typography.Title>
            {g.subTitle && <Typography.Paragraph type="secondary">{g.subTitle}</Typography.Paragraph>}
            {g.specs.length ? <SpecPicker goods={g} specId={specId} onPick={setSpecId} /> : <PostInfo goods={g} />}
            <Descriptions column={3} size="small" style={{ marginTop: 12 }}>
              <Descriptions.Item label={t("goods.detail.origin")}>{g.originAreaName ?? "-"}</Descriptions.Item>
              <Descriptions.Item label={t("goods.detail.sales")}>{g.salesCount}</Descriptions.Item>
              <Descriptions.Item label={t("goods.detail.score")}>
                {score.avgScore != null ? <Rate disabled allowHalf value={score.avgScore} style={{ fontSize: 14 }} /> : t("goods.detail.noScore")}
              </Descriptions.Item>
            </Descriptions>
            {detail.data.payPlans.length > 0 && (
              <div style={{ marginTop: 8, color: "#666" }}>
                {t("goods.detail.payPlans")}:{" "}
                {detail.data.payPlans.map((p) => (
                  <Tag key={p.type} title={p.description}>
                    {p.label}
                  </Tag>
                ))}
              </div>
            )}
            <div style={{ marginTop: 16 }}>
              <FavouriteButton kind="GOODS" targetId={g.goodsId} />
            </div>
          </Col>
        </Row>
      </Card>
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col span={6}>
          {shop && <ShopCardView shop={shop} />}
          <WatchList excludeGoodsId={g.goodsId} />
        </Col>
        <Col span={18}>
          {g.attributes.length > 0 && (
            <Card size="small" title={t("goods.detail.attributes")} style={{ marginBottom: 16 }}>
              <Descriptions column={3} size="small">
                {g.attributes.map((a) => (
                  <Descriptions.Item key={a.name} label={a.name}>
                    {a.value}
                  </Descriptions.Item>
                ))}
              </Descriptions>
            </Card>
          )}
          <Card size="small" title={t("goods.detail.description")} style={{ marginBottom: 16 }}>
            {/* sanitised on the server before it was stored */}
            <RichTextView html={g.description} />
          </Card>
          <Reviews goodsId={g.goodsId} score={score} />
          {recommended.length > 0 && (
            <Card size="small" title={t("goods.detail.recommended")} style={{ marginTop: 16 }} data-testid="recommended">
              <GoodsGrid list={recommended.slice(0, 8)} columns={4} />
            </Card>
          )}
        </Col>
      </Row>
    </div>
  );
}
