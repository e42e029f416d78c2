import { PlusOutlined } from "@ant-design/icons";
import { shop, type ShopClassify, type ShopClassifyNode } from "@qinlian/contract";
import { Button, Input, Result } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCall } from "../../../api";
import { PageHeader } from "../../../kit/PageHeader";
import { childrenPath } from "./classifyPath";
import { ClassifyNameDialog } from "./ClassifyDialogs";
import { ClassifyTable } from "./ClassifyTable";
import { useClassifyOps } from "./useClassifyOps";
import { useMyShop } from "./useMyShop";
import "./texts";

type Row = ShopClassify & { children?: Row[] };
/** Keeps classifies whose name (or a child's name) contains the keyword. */
export function filterTree(tree: ShopClassifyNode[], keyword: string): ShopClassifyNode[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return tree;
  return tree
    .map((n) => (n.name.toLowerCase().includes(k) ? n : { ...n, children: n.children.filter((c) => c.name.toLowerCase().includes(k)) }))
    .filter((n) => n.name.toLowerCase().includes(k) || n.children.length > 0);
}

/** antd shows an expander only for rows with children: leaf rows get none. */
const rowsOf = (tree: ShopClassifyNode[]): Row[] => tree.map(({ children, ...n }) => ({ ...n, children: children.length ? rowsOf(children) : undefined }));

/**
 * The shop's own goods categories (two levels): add, rename, order, delete (goods move to another
 * classify or become unclassified) and, per classify, its sub-classifies and goods.
 */
export default function GoodsTypeManagePage() {
  const { t } = useTranslation();
  const my = useMyShop();
  const tree = useCall(shop.classifyTreeByLogin, {}, { enabled: !!my.data });
  const ops = useClassifyOps();
  const [adding, setAdding] = useState(false);
  const [keyword, setKeyword] = useState("");
  if (!my.isLoading && !my.data) {
    return <Result status="info" title={t("shopSeller.manage.noShop")} extra={<Link to="/transaction/enterpriseOpenShop">{t("shopSeller.manage.openShop")}</Link>} />;
  }
  const shopId = my.data?.shopId ?? "";
  return (
    <div data-testid="classify-manage">
      <PageHeader
        title={t("shopSeller.cls.title")}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="classify-add">
            {t("shopSeller.cls.add")}
          </Button>
        }
      />
      <Input.Search allowClear placeholder={t("shopSeller.cls.search")} style={{ maxWidth: 280, marginBottom: 12 }} onSearch={setKeyword} onChange={(e) => !e.target.value && setKeyword("")} />
      <ClassifyTable
        testId="classify-table"
        rows={rowsOf(filterTree(tree.data ?? [], keyword))}
        all={tree.data ?? []}
        loading={tree.isLoading || my.isLoading}
        extra={(r) => (
          <Link to={childrenPath(r.id, shopId, r.name)}>{r.level === 1 ? t("shopSeller.cls.manageChildren") : t("shopSeller.cls.manageGoods")}</Link>
        )}
      />
      <ClassifyNameDialog
        open={adding}
        busy={ops.busy}
        title={t("shopSeller.cls.add")}
        onCancel={() => setAdding(false)}
        onOk={async (name) => {
          const ok = await ops.add({ name });
          if (ok) setAdding(false);
          return ok;
        }}
      />
    </div>
  );
}
