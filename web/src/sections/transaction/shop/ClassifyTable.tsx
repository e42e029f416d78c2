import { ArrowDownOutlined, ArrowUpOutlined } from "@ant-design/icons";
import type { ShopClassify, ShopClassifyNode } from "@qinlian/contract";
import { Button, Empty, Space, Table, type TableColumnsType } from "antd";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ClassifyDeleteDialog, ClassifyNameDialog } from "./ClassifyDialogs";
import { moved, useClassifyOps } from "./useClassifyOps";
import "./texts";

type Row = ShopClassify & { children?: Row[] };

/** Flattens a classify tree into { id, label } choices ("一级 / 二级"). */
export function classifyChoices(tree: readonly ShopClassifyNode[]): { value: string; label: string }[] {
  return tree.flatMap((n) => [{ value: n.id, label: n.name }, ...n.children.map((c) => ({ value: c.id, label: `${n.name} / ${c.name}` }))]);
}

/**
 * A table of shop classifies (a tree or one level) with rename, move up/down among siblings,
 * delete (moving the goods elsewhere) and, for level-1 rows, "add a sub-classify"; `extra` adds
 * per-row links. Every operation goes to the server and refreshes the lists.
 */
export function ClassifyTable(props: {
  rows: Row[];
  loading: boolean;
  /** All classifies, for the "move goods to" choice when deleting. */
  all: readonly ShopClassifyNode[];
  extra?: (r: Row) => ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const ops = useClassifyOps();
  const [naming, setNaming] = useState<{ mode: "add"; parentId: string } | { mode: "rename"; row: Row } | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  // Every parent is open unless the user folded it (so a new sub-classify shows at once).
  const [folded, setFolded] = useState<Set<string>>(new Set());
  const expanded = props.rows.filter((r) => r.children?.length && !folded.has(r.id)).map((r) => r.id);
  const siblingsOf = (r: Row): Row[] => (r.parentId ? (props.rows.find((p) => p.id === r.parentId)?.children ?? props.rows.filter((x) => x.parentId === r.parentId)) : props.rows.filter((x) => !x.parentId));

  const columns: TableColumnsType<Row> = [
    { title: t("shopSeller.cls.name"), dataIndex: "name" },
    { title: t("shopSeller.cls.goodsCount"), dataIndex: "goodsCount", width: 110 },
    {
      title: t("shopSeller.cls.sort"),
      width: 110,
      render: (_v, r) => {
        const sibs = siblingsOf(r);
        const up = moved(sibs, r.id, -1);
        const down = moved(sibs, r.id, 1);
        return (
          <Space size={0}>
            <Button type="text" size="small" icon={<ArrowUpOutlined />} disabled={!up || ops.busy} onClick={() => up && void ops.sort(up)} aria-label={t("shopSeller.cls.up")} />
            <Button type="text" size="small" icon={<ArrowDownOutlined />} disabled={!down || ops.busy} onClick={() => down && void ops.sort(down)} aria-label={t("shopSeller.cls.down")} />
          </Space>
        );
      },
    },
    {
      title: t("common.more"),
      width: 330,
      render: (_v, r) => (
        <Space size={0} wrap>
          {r.level === 1 && (
            <Button type="link" size="small" onClick={() => setNaming({ mode: "add", parentId: r.id })}>
              {t("shopSeller.cls.addChild")}
            </Button>
          )}
          <Button type="link" size="small" onClick={() => setNaming({ mode: "rename", row: r })}>
            {t("shopSeller.cls.rename")}
          </Button>
          <Button type="link" size="small" danger onClick={() => setDeleting(r)}>
            {t("shopSeller.cls.delete")}
          </Button>
          {props.extra?.(r)}
        </Space>
      ),
    },
  ];

  const doomed = deleting ? [deleting.id, ...(deleting.children ?? []).map((c) => c.id)] : [];
  return (
    <>
      <Table<Row> scroll={{ x: "max-content" }}
        data-testid={props.testId}
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={props.rows}
        loading={props.loading}
        pagination={{ pageSize: 20, hideOnSinglePage: true, size: "small" }}
        expandable={{
          expandedRowKeys: expanded,
          onExpand: (open, r) =>
            setFolded((f) => {
              const next = new Set(f);
              if (open) next.delete(r.id);
              else next.add(r.id);
              return next;
            }),
        }}
        locale={{ emptyText: <Empty description={t("shopSeller.cls.empty")} /> }}
      />
      <ClassifyNameDialog
        open={!!naming}
        busy={ops.busy}
        title={naming?.mode === "rename" ? t("shopSeller.cls.rename") : t("shopSeller.cls.addChild")}
        initial={naming?.mode === "rename" ? naming.row.name : ""}
        onCancel={() => setNaming(null)}
        onOk={async (name) => {
          const ok = naming?.mode === "rename" ? await ops.rename({ id: naming.row.id, name }) : naming ? await ops.add({ name, parentId: naming.parentId }) : false;
          if (ok) setNaming(null);
          return ok;
        }}
      />
      <ClassifyDeleteDialog
        open={!!deleting}
        busy={ops.busy}
        names={deleting ? [deleting.name] : []}
        goodsCount={deleting?.goodsCount ?? 0}
        targets={classifyChoices(props.all).filter((c) => !doomed.includes(c.value))}
        onCancel={() => setDeleting(null)}
        onOk={async (moveToId) => {
          const ok = deleting ? await ops.remove({ ids: [deleting.id], moveToId }) : false;
          if (ok) setDeleting(null);
          return ok;
        }}
      />
    </>
  );
}
