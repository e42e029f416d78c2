import { goods, shop as shopCalls, type ShopClassify } from "@qinlian/contract";
import { Card, Col, ConfigProvider, Empty, Grid, Input, Menu, Pagination, Result, Row, Select, Space, Typography } from "antd";
import { LightSkeleton } from "../../kit/LightSkeleton";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useCall } from "../../api";
import { RichTextView } from "../../kit/RichTextView";
import { AdvertCarousel } from "./components/AdvertCarousel";
import { GoodsGrid } from "./components/GoodsTile";
import { ShopCardView } from "./components/ShopCardView";
import "./texts";

const PAGE_SIZE = 16;

/** The shop's own categories: the top level, with the children of the chosen one below it. */
function ClassifyMenu({ shopId, value, onChange }: { shopId: string; value?: string; onChange: (id?: string) => void }) {
  const { t } = useTranslation();
  const [openTop, setOpenTop] = useState<string | undefined>();
  const top = useCall(shopCalls.classifyByParentId, { shopId });
  const children = useCall(shopCalls.classifyByParentId, { shopId, parentId: openTop }, { enabled: !!openTop });
  const label = (c: ShopClassify, indent = false) => <span style={{ paddingLeft: indent ? 16 : 0 }}>{`${c.name} (${c.goodsCount})`}</span>;
  const screens = Grid.useBreakpoint();
  if (!screens.lg) {
    // phones and tablets: one select above the goods instead of a side menu
    const options = [
      { value: "all", label: t("goods.shop.allGoods") },
      ...(top.data ?? []).flatMap((c) => [
        { value: c.id, label: `${c.name} (${c.goodsCount})` },
        ...(c.id === openTop ? (children.data ?? []).map((k) => ({ value: k.id, label: `\u3000${k.name} (${k.goodsCount})` })) : []),
      ]),
    ];
    return (
      <Select
        data-testid="shop-classify"
        aria-label={t("goods.shop.classify")}
        value={value ?? "all"}
        options={options}
        style={{ width: "100%", marginBottom: 16 }}
        onChange={(v: string) => {
          if (v === "all") {
            setOpenTop(undefined);
            onChange(undefined);
            return;
          }
          if ((top.data ?? []).some((c) => c.id === v)) setOpenTop(v);
          onChange(v);
        }}
      />
    );
  }
  return (
    <Card size="small" title={t("goods.shop.classify")} data-testid="shop-classify">
      {/* the selected item's text darker than the theme's red: readable on its pale background */}
      <ConfigProvider theme={{ components: { Menu: { itemSelectedColor: "#ad2102" } } }}>
      <Menu
        mode="inline"
        selectedKeys={[value ?? "all"]}
        onClick={(e) => {
          if (e.key === "all") {
            setOpenTop(undefined);
            onChange(undefined);
            return;
          }
          if ((top.data ?? []).some((c) => c.id === e.key)) setOpenTop(e.key);
          onChange(e.key);
        }}
        items={[
          { key: "all", label: t("goods.shop.allGoods") },
          ...(top.data ?? []).flatMap((c) => [
            { key: c.id, label: label(c) },
            ...(c.id === openTop ? (children.data ?? []).map((k) => ({ key: k.id, label: label(k, true) })) : []),
          ]),
        ]}
        style={{ border: 0 }}
      />
      </ConfigProvider>
    </Card>
  );
}

export default function ShopPage() {
  const { t } = useTranslation();
  const { shopId = "" } = useParams();
  const info = useCall(shopCalls.selShopInfoById, { shopId }, { errBySelf: true, retry: false });
  const [classifyId, setClassifyId] = useState<string | undefined>();
  const [keyword, setKeyword] = useState("");
  const [pageNum, setPageNum] = useState(1);
  const list = useCall(goods.selGoodsInfoByPageV4, { shopId, shopClassifyId: classifyId, keyword: keyword || undefined, sort: "SALES", pageNum, pageSize: PAGE_SIZE }, { placeholderData: (p) => p, enabled: !!info.data });
  const recommend = useCall(shopCalls.shopRecommendInfo, { shopId, perClassify: 8 }, { enabled: !!info.data, errBySelf: true });
  const screens = Grid.useBreakpoint();

  if (info.isError || (info.data && info.data.status !== "OPEN")) return <Result status="404" title={t("goods.shop.notFound")} />;
  if (!info.data) return <LightSkeleton active paragraph={{ rows: 10 }} />;
  const s = info.data;
  return (
    <div data-testid="shop-page">
      <Card style={{ marginBottom: 16, background: "linear-gradient(90deg,#fff7e6,#fff)" }}>
        <Space direction="vertical" size={4}>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }} data-testid="shop-name">
            {s.name}
          </Typography.Title>
          <Typography.Text style={{ color: "#595959" }}>
            {s.ownerName}
            {s.areaName ? ` · ${s.areaName}` : ""}
            {s.openedAt ? ` · ${t("goods.shop.openedAt")} ${dayjs(s.openedAt).format("YYYY-MM-DD")}` : ""}
            {s.servicePhone ? ` · ${t("goods.shop.phone")} ${s.servicePhone}` : ""}
          </Typography.Text>
        </Space>
      </Card>
      <AdvertCarousel code="SHOP_BANNER" shopId={shopId} ratio={3} />
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={{ span: 24, order: 2 }} lg={{ span: 6, order: 1 }}>
          <ShopCardView shop={s} enterLink={false} />
          {screens.lg && <ClassifyMenu shopId={shopId} value={classifyId} onChange={(id) => { setClassifyId(id); setPageNum(1); }} />}
          {s.intro && (
            <Card size="small" title={<h2 style={{ fontSize: 14, margin: 0 }}>{t("goods.shop.intro")}</h2>} style={{ marginTop: 16 }}>
              <RichTextView html={s.intro} />
            </Card>
          )}
        </Col>
        <Col xs={{ span: 24, order: 1 }} lg={{ span: 18, order: 2 }}>
          {!screens.lg && <ClassifyMenu shopId={shopId} value={classifyId} onChange={(id) => { setClassifyId(id); setPageNum(1); }} />}
          {(recommend.data ?? []).filter((r) => r.goods.length).map((r) => (
            <Card key={r.id} size="small" title={<h2 style={{ fontSize: 14, margin: 0 }}>{r.name}</h2>} style={{ marginBottom: 16 }} data-testid="shop-recommend">
              <GoodsGrid list={r.goods} columns={4} />
            </Card>
          ))}
          <Card
            size="small"
            title={<h2 style={{ fontSize: 14, margin: 0 }}>{t("goods.shop.goods")}</h2>}
            extra={<Input.Search size="small" allowClear aria-label={t("goods.shop.searchInShop")} placeholder={t("goods.shop.searchInShop")} onSearch={(v) => { setKeyword(v.trim()); setPageNum(1); }} style={{ width: screens.sm ? 220 : 150 }} />}
          >
            {!list.data ? (
              <LightSkeleton active />
            ) : !list.data.list.length ? (
              <Empty description={t("goods.shop.empty")} />
            ) : (
              <>
                <GoodsGrid list={list.data.list} columns={4} />
                <Pagination style={{ marginTop: 16, textAlign: "right" }} current={pageNum} pageSize={PAGE_SIZE} total={list.data.total} onChange={setPageNum} showSizeChanger={false} simple={!screens.md} />
              </>
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
