import { goods, pricing } from "@qinlian/contract";
import { useQueryClient } from "@tanstack/react-query";
import { App, Button, Form, Input, Space, Switch, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useCall } from "../../../api";
import { ListPage } from "../../../kit/ListPage";
import { Money } from "../../../kit/Money";
import { PageHeader } from "../../../kit/PageHeader";
import { GoodsThumb } from "../../../kit/GoodsThumb";
import { PriceCellInput } from "./PriceCellInput";
import { usePriceEdits } from "./priceEdits";
import "../../../kit/catalog.texts";
import "./texts";
import { useFormMutation } from "../../../kit/useFormMutation";

/** Saves every typed customer price (across pages) in one batch; cleared cells delete their price. */
function SaveBar({ edits }: { edits: ReturnType<typeof usePriceEdits> }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const save = useFormMutation(pricing.batchEditCustPrice);
  const items = edits.items();
  const saveAll = async () => {
    const res = await save.submit({ items });
    if (!res) return;
    edits.reset();
    await Promise.all(
      [pricing.custPriceByGoods.path, pricing.custPriceByCustomer.path, pricing.custPriceDmSummary.path, pricing.custPriceDmByGoods.path, pricing.custPriceDmByCustomer.path, pricing.customerPage.path].map((p) =>
        qc.invalidateQueries({ queryKey: [p] }),
      ),
    );
    void message.success(t("goodsSeller.cp.saved", { saved: res.saved, deleted: res.deleted }));
  };
  return (
    <Space>
      <Button onClick={edits.reset} disabled={!edits.dirty}>
        {t("goodsSeller.cp.undo")}
      </Button>
      <Button
        type="primary"
        disabled={!items.length || edits.hasErrors()}
        loading={save.isPending}
        data-testid="cust-price-save"
        onClick={() => void saveAll()}
      >
        {t("goodsSeller.cp.save", { n: items.length })}
      </Button>
    </Space>
  );
}

/** /transaction/custPrice/setGoodsPrice/:goodsId — one goods' specs priced for each customer. */
export function SetGoodsPricePage() {
  const { t } = useTranslation();
  const { goodsId = "" } = useParams();
  const g = useCall(goods.selGoodsByIdManage, { goodsId });
  const edits = usePriceEdits();
  const specs = g.data?.specs ?? [];
  return (
    <div data-testid="set-goods-price">
      <PageHeader title={t("goodsSeller.cp.goodsTitle", { name: g.data?.name ?? "" })} extra={<Link to="/transaction/custPrice">{t("goodsSeller.cp.back")}</Link>} />
      <ListPage
        call={pricing.custPriceByGoods}
        rowKey="customerBoId"
        input={(s) => ({ goodsId, keyword: (s.keyword as string | undefined) || undefined })}
        searchFields={
          <Form.Item name="keyword">
            <Input placeholder={t("goodsSeller.cust.keyword")} allowClear maxLength={40} />
          </Form.Item>
        }
        actions={<SaveBar edits={edits} />}
        emptyText={t("goodsSeller.cp.noCustomers")}
        columns={[
          { title: t("goodsSeller.cust.name"), render: (_v, r) => <Space>{r.customerName}<Tag>{t(`catalog.customerLevel.${r.level}`)}</Tag></Space> },
          ...specs.map((s) => ({
            key: s.specId,
            title: (
              <span>
                {s.name}
                <br />
                <span style={{ color: "#595959", fontWeight: 400 }}>
                  {t("goodsSeller.cp.list")} <Money fen={s.listPrice} />
                </span>
              </span>
            ),
            render: (_v: unknown, r: { customerBoId: string; prices: { specId: string; listPrice: number; customerPrice: number | null }[] }) => {
              const p = r.prices.find((x) => x.specId === s.specId);
              return <PriceCellInput edits={edits} cell={{ specId: s.specId, customerBoId: r.customerBoId, listPrice: p?.listPrice ?? s.listPrice, saved: p?.customerPrice ?? null }} />;
            },
          })),
        ]}
      />
    </div>
  );
}

/** /transaction/custPrice/setCustPrice/:customerBoId — every goods spec priced for one customer. */
export function SetCustPricePage() {
  const { t } = useTranslation();
  const { customerBoId = "" } = useParams();
  const head = useCall(pricing.custPriceByCustomer, { customerBoId, pageNum: 1, pageSize: 1 });
  const edits = usePriceEdits();
  const c = head.data?.customer;
  return (
    <div data-testid="set-cust-price">
      <PageHeader
        title={t("goodsSeller.cp.customerTitle", { name: c?.name ?? "" })}
        extra={
          <Space>
            {c && <Tag>{t(`catalog.customerLevel.${c.level}`)}</Tag>}
            <Link to="/transaction/customerManage">{t("goodsSeller.cp.toCustomers")}</Link>
          </Space>
        }
      />
      <ListPage
        call={pricing.custPriceByCustomer}
        rowKey="specId"
        input={(s) => ({ customerBoId, keyword: (s.keyword as string | undefined) || undefined, onlyPriced: !!s.onlyPriced })}
        searchFields={
          <>
            <Form.Item name="keyword">
              <Input placeholder={t("goodsSeller.list.keyword")} allowClear maxLength={40} />
            </Form.Item>
            <Form.Item name="onlyPriced" valuePropName="checked" label={t("goodsSeller.cp.onlyPriced")}>
              <Switch size="small" />
            </Form.Item>
          </>
        }
        actions={<SaveBar edits={edits} />}
        emptyText={t("goodsSeller.cp.noGoods")}
        columns={[
          { title: t("goodsSeller.list.goods"), render: (_v, r) => <GoodsThumb name={r.goodsName} image={r.mainImage} sub={r.specName} /> },
          { title: t("goodsSeller.cp.list"), width: 110, render: (_v, r) => <Money fen={r.listPrice} /> },
          { title: t("goodsSeller.cp.member"), width: 110, render: (_v, r) => <Money fen={r.memberPrice} /> },
          {
            title: t("goodsSeller.cp.customerPrice"),
            width: 150,
            render: (_v, r) => <PriceCellInput edits={edits} cell={{ specId: r.specId, customerBoId, listPrice: r.listPrice, saved: r.customerPrice }} />,
          },
        ]}
      />
    </div>
  );
}
