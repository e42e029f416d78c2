import { adminConsole, type GoodsStatus } from "@qinlian/contract";
import { useQueryClient } from "@tanstack/react-query";
import { App, Button, Card, Descriptions, Drawer, Form, Input, Popconfirm, Skeleton, Space, Tabs } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCall } from "../../../api";
import { CategoryCascader } from "../../../kit/CategoryPicker";
import { GoodsThumb } from "../../../kit/GoodsThumb";
import { ListPage } from "../../../kit/ListPage";
import { Money } from "../../../kit/Money";
import { PageHeader } from "../../../kit/PageHeader";
import { StatusTag } from "../../../kit/StatusTag";
import { AuditHistory } from "./AuditHistory";
import { GoodsContent } from "./GoodsContent";
import { ReasonDialog } from "./ReasonDialog";
import { untilSettled } from "../../../kit/untilSettled";
import { useFormMutation } from "../../../kit/useFormMutation";
import "../../../kit/catalog.texts";
import { ToneTag } from "../../../kit/ToneTag";
import "./texts";
import { formatTime } from "../../../kit/formatTime";

const STATES: GoodsStatus[] = ["PENDING", "ON", "REJECTED", "OFF", "DRAFT"];

function GoodsAudit({ goodsId, onDone }: { goodsId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const q = useCall(adminConsole.goodsDetail, { goodsId });
  const approve = useFormMutation(adminConsole.goodsApprove);
  const reject = useFormMutation(adminConsole.goodsReject);
  const takeDown = useFormMutation(adminConsole.goodsTakeDown);
  const [asking, setAsking] = useState<"reject" | "takeDown" | null>(null);
  const refresh = () => Promise.all([adminConsole.goodsQueue.path, adminConsole.goodsDetail.path].map((p) => qc.invalidateQueries({ queryKey: [p] })));
  if (q.isLoading || !q.data) return <Skeleton active />;
  const { goods: g, shop, licence, history } = q.data;
  return (
    <div data-testid="goods-audit">
      {(g.status === "PENDING" || g.status === "ON") && (
        <Card size="small" style={{ marginBottom: 16, borderColor: "#ffbb96" }}>
          <Space>
            {licence && (
              <ToneTag tone={licence.present ? "success" : "error"}>
                {licence.present ? t("catalogAdmin.goods.licenceOk", { label: licence.label, until: licence.validUntil ?? t("catalog.shopField.longTerm") }) : t("catalogAdmin.goods.licenceMissing", { label: licence.label })}
              </ToneTag>
            )}
            {g.status === "PENDING" && (
              <>
                <Popconfirm
                  title={t("catalogAdmin.goods.approveConfirm")}
                  onConfirm={untilSettled(async () => {
                    const res = await approve.submit({ goodsIds: [goodsId] });
                    if (!res) return;
                    const r = res[0];
                    if (r && !r.ok) return void message.error(r.msg);
                    await refresh();
                    void message.success(t("catalogAdmin.goods.approved"));
                    onDone();
                  })}
                >
                  <Button type="primary" loading={approve.isPending} data-testid="goods-approve">
                    {t("catalogAdmin.act.approve")}
                  </Button>
                </Popconfirm>
                <Button danger onClick={() => setAsking("reject")} data-testid="goods-reject">
                  {t("catalogAdmin.act.reject")}
                </Button>
              </>
            )}
            {g.status === "ON" && (
              <Button danger onClick={() => setAsking("takeDown")} data-testid="goods-take-down">
                {t("catalogAdmin.act.takeDown")}
              </Button>
            )}
          </Space>
        </Card>
      )}
      {shop && (
        <Card size="small" title={t("catalogAdmin.goods.shop")} style={{ marginBottom: 16 }}>
          <Descriptions size="small" column={3}>
            <Descriptions.Item label={t("catalog.shopField.name")}>{shop.name}</Descriptions.Item>
            <Descriptions.Item label={t("catalog.shopField.owner")}>{shop.ownerName}</Descriptions.Item>
            <Descriptions.Item label={t("catalog.shopField.mainCategory")}>{shop.mainCategoryName ?? "-"}</Descriptions.Item>
          </Descriptions>
        </Card>
      )}
      <GoodsContent g={g} />
      <Card size="small" title={t("catalogAdmin.history.title")}>
        <AuditHistory items={history} />
      </Card>
      <ReasonDialog
        open={!!asking}
        title={asking === "takeDown" ? t("catalogAdmin.goods.takeDownTitle") : t("catalogAdmin.goods.rejectTitle")}
        busy={reject.isPending || takeDown.isPending}
        onCancel={() => setAsking(null)}
        onOk={async (reason, form) => {
          const res = await (asking === "takeDown" ? takeDown.submit({ goodsId, reason }, { form }) : reject.submit({ goodsId, reason }, { form }));
          if (!res) return false;
          setAsking(null);
          await refresh();
          void message.success(t("catalogAdmin.goods.done"));
          onDone();
          return true;
        }}
      />
    </div>
  );
}

/**
 * Goods review for operators: goods waiting for review first (oldest first), with the category's
 * required licence and whether the shop has it; approve, reject with a reason, or take down goods
 * on sale that break the rules.
 */
export default function AdminGoodsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<GoodsStatus>("PENDING");
  const [open, setOpen] = useState<string | null>(null);
  const counts = useCall(adminConsole.goodsQueue, { status: "PENDING", pageNum: 1, pageSize: 1 });
  return (
    <div data-testid="admin-goods">
      <PageHeader title={t("catalogAdmin.goods.title")} />
      <Tabs activeKey={tab} onChange={(k) => setTab(k as GoodsStatus)} items={STATES.map((s) => ({ key: s, label: `${t(`catalog.goodsStatus.${s}`)} (${counts.data?.counts[s] ?? 0})` }))} />
      <ListPage
        key={tab}
        call={adminConsole.goodsQueue}
        rowKey="goodsId"
        input={(q) => ({ status: tab, keyword: (q.keyword as string | undefined) || undefined, categoryId: (q.categoryId as string | undefined) || undefined })}
        searchFields={
          <>
            <Form.Item name="keyword">
              <Input placeholder={t("catalogAdmin.goods.keyword")} allowClear maxLength={40} />
            </Form.Item>
            <Form.Item name="categoryId">
              <CategoryCascader style={{ width: 200 }} />
            </Form.Item>
          </>
        }
        emptyText={t("catalogAdmin.goods.empty")}
        columns={[
          { title: t("catalogAdmin.goods.name"), width: 260, render: (_v, r) => <GoodsThumb name={r.name} image={r.mainImage} sub={r.categoryName} /> },
          { title: t("catalogAdmin.goods.type"), width: 100, render: (_v, r) => t(`catalog.goodsType.${r.type}`) },
          { title: t("catalogAdmin.goods.shop"), width: 160, render: (_v, r) => r.shopName ?? "-" },
          { title: t("catalogAdmin.goods.price"), width: 110, render: (_v, r) => (r.priceMin == null ? t("catalog.negotiable") : <Money fen={r.priceMin} />) },
          { title: t("catalogAdmin.goods.licence"), width: 160, render: (_v, r) => r.licenceLabel ?? "-" },
          { title: t("catalogAdmin.goods.submittedAt"), width: 140, render: (_v, r) => formatTime(r.submittedAt) },
          { title: t("catalogAdmin.goods.status"), width: 100, render: (_v, r) => <StatusTag kind="goods" status={r.status} /> },
          {
            title: t("common.more"),
            width: 90,
            render: (_v, r) => (
              <Button type="link" size="small" onClick={() => setOpen(r.goodsId)} data-testid="goods-review">
                {r.status === "PENDING" ? t("catalogAdmin.act.review") : t("catalogAdmin.act.view")}
              </Button>
            ),
          },
        ]}
      />
      <Drawer open={!!open} width={900} title={t("catalogAdmin.goods.detail")} onClose={() => setOpen(null)} destroyOnHidden>
        {open && <GoodsAudit goodsId={open} onDone={() => setOpen(null)} />}
      </Drawer>
    </div>
  );
}
