import { goods, shop as shopCalls, type ShopClassify } from "@qinlian/contract";
import { Card, Col, Empty, Input, Menu, Pagination, Result, Row, Skeleton, Space, Typography } from "antd";
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
  return (
    <Card size="small" title={t("goods.shop.classify")} data-testid="shop-classify">
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

  if (info.isError || (info.data && info.data.status !== "OPEN")) return <Result status="404" title={t("goods.shop.notFound")} />;
  if (!info.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  const s = info.data;
  return (
    <div data-testid="shop-page">
      <Card style={{ marginBottom: 16, background: "linear-gradient(90deg,#fff7e6,#fff)" }}>
        <Space direction="vertical" size={4}>
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="shop-name">
            {s.name}
          </Typography.Title>
          <Typography.Text type="secondary">
            {s.ownerName}
            {s.areaName ? ` · ${s.areaName}` : ""}
            {s.openedAt ? ` · ${t("goods.shop.openedAt")} ${dayjs(s.openedAt).format("YYYY-MM-DD")}` : ""}
            {s.servicePhone ? ` · ${t("goods.shop.phone")} ${s.servicePhone}` : ""}
          </Typography.Text>
        </Space>
      </Card>
      <AdvertCarousel code="SHOP_BANNER" shopId={shopId} height={260} />
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col span={6}>
          <ShopCardView shop={s} enterLink={false} />
          <ClassifyMenu shopId={shopId} value={classifyId} onChange={(id) => { setClassifyId(id); setPageNum(1); }} />
          {s.intro && (
            <Card size="small" title={t("goods.shop.intro")} style={{ marginTop: 16 }}>
              <RichTextView html={s.intro} />
            </Card>
          )}
        </Col>
        <Col span={18}>
          {(recommend.data ?? []).filter((r) => r.goods.length).map((r) => (
            <Card key={r.id} size="small" title={r.name} style={{ marginBottom: 16 }} data-testid="shop-recommend">
              <GoodsGrid list={r.goods} columns={4} />
            </Card>
          ))}
          <Card
            size="small"
            title={t("goods.shop.goods")}
            extra={<Input.Search size="small" allowClear placeholder={t("goods.shop.searchInShop")} onSearch={(v) => { setKeyword(v.trim()); setPageNum(1); }} style={{ width: 220 }} />}
          >
            {!list.data ? (
              <Skeleton active />
            ) : !list.data.list.length ? (
              <Empty description={t("goods.shop.empty")} />
            ) : (
              <>
                <GoodsGrid list={list.data.list} columns={4} />
                <Pagination style={{ marginTop: 16, textAlign: "right" }} current={pageNum} pageSize={PAGE_SIZE} total={list.data.total} onChange={setPageNum} showSizeChanger={false} />
              </>
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
