import { PlusOutlined } from "@ant-design/icons";
import { shop } from "@qinlian/contract";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Empty, Popconfirm, Result, Space, Switch, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCall } from "../../../api";
import { PageHeader } from "../../../kit/PageHeader";
import { ClassifyNameDialog } from "./ClassifyDialogs";
import { useMyShop } from "./useMyShop";
import { untilSettled } from "../../../kit/untilSettled";
import "./texts";
import { SortInput } from "../../../kit/SortInput";
import { useFormMutation } from "../../../kit/useFormMutation";

/** At most six recommendation columns per shop (the server enforces it too). */
const MAX_COLUMNS = 6;

/**
 * The shop's recommendation columns (店长推荐, 热销商品, 新品上市 are created on first visit):
 * add, rename, order, switch on/off, delete, and pick each column's goods.
 */
export default function ShopRecommendManagePage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const my = useMyShop();
  const isOpen = !!my.data && ["APPROVED", "OPEN", "CLOSED"].includes(my.data.status);
  const list = useCall(shop.recommendClassifySyncList, {}, { enabled: isOpen });
  const add = useFormMutation(shop.recommendClassifyAdd);
  const upd = useFormMutation(shop.recommendClassifyUpd);
  const del = useFormMutation(shop.recommendClassifyDel);
  const [naming, setNaming] = useState<{ id?: string; name: string } | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: [shop.recommendClassifySyncList.path] });
  const run = async (p: Promise<unknown>) => {
    const ok = (await p) !== null;
    if (ok) await refresh();
    return ok;
  };
  if (!my.isLoading && !isOpen) {
    return <Result status="info" title={t("shopSeller.manage.noShop")} extra={<Link to="/transaction/openShopStatus">{t("shopSeller.manage.seeStatus")}</Link>} />;
  }
  const rows = list.data ?? [];
  return (
    <div data-testid="recommend-manage">
      <PageHeader
        title={t("shopSeller.rec.title")}
        extra={
          <Button type="primary" icon={<PlusOutlined />} disabled={rows.length >= MAX_COLUMNS} onClick={() => setNaming({ name: "" })}>
            {t("shopSeller.rec.add")}
          </Button>
        }
      />
      <Table scroll={{ x: "max-content" }}
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: <Empty description={t("shopSeller.rec.empty")} /> }}
        columns={[
          { title: t("shopSeller.rec.name"), dataIndex: "name" },
          { title: t("shopSeller.rec.goods"), width: 120, render: (_v, r) => `${r.goodsCount} / ${r.maxGoods}` },
          {
            title: t("shopSeller.cls.sort"),
            width: 120,
            render: (_v, r) => <SortInput value={r.sort} onCommit={(sort) => void run(upd.submit({ id: r.id, sort }))} />,
          },
          {
            title: t("shopSeller.rec.enabled"),
            width: 90,
            render: (_v, r) => <Switch size="small" checked={r.enabled} loading={upd.isPending} onChange={(enabled) => void run(upd.submit({ id: r.id, enabled }))} />,
          },
          {
            title: t("common.more"),
            width: 240,
            render: (_v, r) => (
              <Space size={0}>
                <Link to={`/transaction/recommendGoods/${encodeURIComponent(r.id)}`}>
                  <Button type="link" size="small">
                    {t("shopSeller.rec.pickGoods")}
                  </Button>
                </Link>
                <Button type="link" size="small" onClick={() => setNaming({ id: r.id, name: r.name })}>
                  {t("shopSeller.cls.rename")}
                </Button>
                <Popconfirm title={t("shopSeller.rec.deleteConfirm")} onConfirm={untilSettled(() => run(del.submit({ id: r.id })))}>
                  <Button type="link" size="small" danger>
                    {t("shopSeller.cls.delete")}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <ClassifyNameDialog
        open={!!naming}
        busy={add.isPending || upd.isPending}
        title={naming?.id ? t("shopSeller.cls.rename") : t("shopSeller.rec.add")}
        label={t("shopSeller.rec.name")}
        initial={naming?.name}
        onCancel={() => setNaming(null)}
        onOk={async (name) => {
          const ok = await run(naming?.id ? upd.submit({ id: naming.id, name }) : add.submit({ name }));
          if (ok) setNaming(null);
          return ok;
        }}
      />
    </div>
  );
}
