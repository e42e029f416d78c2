import { PlusOutlined } from "@ant-design/icons";
import { goods, shop } from "@qinlian/contract";
import { App, Button, Form, Input, Popconfirm, Result, Space, Tabs } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useCall } from "../../../api";
import { ListPage } from "../../../kit/ListPage";
import { Money } from "../../../kit/Money";
import { PageHeader } from "../../../kit/PageHeader";
import { PagedPickerModal } from "../../../kit/PagedPickerModal";
import { StatusTag } from "../../../kit/StatusTag";
import { parseChildrenPath } from "./classifyPath";
import { ClassifyNameDialog } from "./ClassifyDialogs";
import { ClassifyTable } from "./ClassifyTable";
import { GoodsThumb } from "../../../kit/GoodsThumb";
import { useClassifyOps, useRefreshClassify } from "./useClassifyOps";
import { untilSettled } from "../../../kit/untilSettled";
import "./texts";
import { useFormMutation } from "../../../kit/useFormMutation";

/** The goods filed under one classify: add goods to it (from the shop's goods), take them out. */
function ClassifyGoods({ classifyId }: { classifyId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const assign = useFormMutation(shop.addClassifyGoods);
  const refresh = useRefreshClassify();
  const [picking, setPicking] = useState(false);
  const put = async (ids: string[], to: string | null) => {
    const res = await assign.submit({ classifyId: to, goodsIds: ids });
    if (!res) return;
    await refresh();
    void message.success(t("shopSeller.cls.assigned", { n: res.updated }));
  };
  return (
    <>
      <ListPage
        testId="classify-goods"
        call={goods.myGoodsList}
        rowKey="goodsId"
        input={(s) => ({ shopClassifyId: classifyId, keyword: s.keyword as string | undefined })}
        searchFields={
          <Form.Item name="keyword">
            <Input placeholder={t("shopSeller.cls.goodsKeyword")} allowClear maxLength={40} />
          </Form.Item>
        }
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setPicking(true)} data-testid="classify-goods-add">
            {t("shopSeller.cls.addGoods")}
          </Button>
        }
        emptyText={t("shopSeller.cls.noGoods")}
        columns={[
          { title: t("shopSeller.g.goods"), render: (_v, r) => <GoodsThumb name={r.name} image={r.mainImage} sub={r.categoryName} /> },
          { title: t("shopSeller.g.price"), width: 120, render: (_v, r) => <Money fen={r.priceMin} /> },
          { title: t("shopSeller.g.status"), width: 100, render: (_v, r) => <StatusTag kind="goods" status={r.status} /> },
          {
            title: t("common.more"),
            width: 120,
            render: (_v, r) => (
              <Popconfirm title={t("shopSeller.cls.removeGoodsConfirm")} onConfirm={untilSettled(() => put([r.goodsId], null))}>
                <Button type="link" size="small" danger>
                  {t("shopSeller.cls.removeGoods")}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      <PagedPickerModal
        open={picking}
        title={t("shopSeller.cls.addGoods")}
        call={goods.myGoodsList}
        rowKey="goodsId"
        multiple
        max={200}
        input={(keyword) => ({ keyword })}
        columns={[
          { title: t("shopSeller.g.goods"), render: (_v, r) => <GoodsThumb name={r.name} image={r.mainImage} /> },
          { title: t("shopSeller.g.status"), width: 100, render: (_v, r) => <StatusTag kind="goods" status={r.status} /> },
        ]}
        disabledKeys={[]}
        confirmLoading={assign.isPending}
        onCancel={() => setPicking(false)}
        onOk={(rows) => {
          setPicking(false);
          void put(
            rows.map((r) => r.goodsId),
            classifyId,
          );
        }}
      />
    </>
  );
}

/**
 * One classify's page (/transaction/goodsTypeManage/children/:id&:shopId&:name): its
 * sub-classifies (level-1 classifies only) and the goods filed under it.
 */
export default function ClassifyChildrenPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const p = parseChildrenPath(pathname);
  const tree = useCall(shop.classifyTreeByLogin, {}, { enabled: !!p });
  const children = useCall(shop.classifyByParentIdManage, { parentId: p?.id }, { enabled: !!p });
  const ops = useClassifyOps();
  const [adding, setAdding] = useState(false);
  const [tab, setTab] = useState("children");
  if (!p) return <Result status="404" title={t("shopSeller.cls.badLink")} extra={<Link to="/transaction/goodsTypeManage">{t("shopSeller.cls.back")}</Link>} />;
  const node = (tree.data ?? []).find((n) => n.id === p.id) ?? (tree.data ?? []).flatMap((n) => n.children).find((n) => n.id === p.id);
  const isLevel1 = node ? node.level === 1 : true;
  const rows = children.data ?? [];
  const name = node?.name ?? p.name;
  return (
    <div data-testid="classify-children">
      <PageHeader
        title={t("shopSeller.cls.childrenTitle", { name })}
        extra={
          <Space>
            <Link to="/transaction/goodsTypeManage">{t("shopSeller.cls.back")}</Link>
            {isLevel1 && tab === "children" && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                {t("shopSeller.cls.addChild")}
              </Button>
            )}
          </Space>
        }
      />
      <Tabs
        activeKey={isLevel1 ? tab : "goods"}
        onChange={setTab}
        items={[
          ...(isLevel1
            ? [{ key: "children", label: t("shopSeller.cls.children"), children: <ClassifyTable rows={rows} all={tree.data ?? []} loading={children.isLoading} /> }]
            : []),
          { key: "goods", label: t("shopSeller.cls.goods"), children: <ClassifyGoods classifyId={p.id} /> },
        ]}
      />
      <ClassifyNameDialog
        open={adding}
        busy={ops.busy}
        title={t("shopSeller.cls.addChild")}
        onCancel={() => setAdding(false)}
        onOk={async (n) => {
          const ok = await ops.add({ name: n, parentId: p.id });
          if (ok) setAdding(false);
          return ok;
        }}
      />
    </div>
  );
}
