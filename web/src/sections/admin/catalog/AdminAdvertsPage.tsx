import { adminConsole, type AdvertSlot } from "@qinlian/contract";
import { Button, Drawer, Form, Input, Select, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AdvertDetailsEditor } from "../../../kit/AdvertDetailsEditor";
import { ListPage } from "../../../kit/ListPage";
import { PageHeader } from "../../../kit/PageHeader";
import "./texts";

/**
 * Advert slots (platform slots such as the home banner, and every shop's own slots) with how many
 * adverts each holds and how many are live; a slot opens its adverts to add, edit or delete.
 */
export default function AdminAdvertsPage() {
  const { t } = useTranslation();
  const [slot, setSlot] = useState<AdvertSlot | null>(null);
  return (
    <div data-testid="admin-adverts">
      <PageHeader title={t("catalogAdmin.adverts.title")} />
      <ListPage
        call={adminConsole.advertSlots}
        rowKey="id"
        input={(q) => ({ scope: q.scope as "PLATFORM" | "SHOP" | undefined, keyword: (q.keyword as string | undefined) || undefined })}
        searchFields={
          <>
            <Form.Item name="scope">
              <Select
                allowClear
                style={{ width: 140 }}
                placeholder={t("catalogAdmin.adverts.scope")}
                options={[
                  { value: "PLATFORM", label: t("catalogAdmin.adverts.platform") },
                  { value: "SHOP", label: t("catalogAdmin.adverts.shop") },
                ]}
              />
            </Form.Item>
            <Form.Item name="keyword">
              <Input placeholder={t("catalogAdmin.adverts.keyword")} allowClear maxLength={40} />
            </Form.Item>
          </>
        }
        emptyText={t("catalogAdmin.adverts.empty")}
        columns={[
          { title: t("catalogAdmin.adverts.name"), render: (_v, r) => <span>{r.name} <Tag>{r.code}</Tag></span> },
          { title: t("catalogAdmin.adverts.scope"), width: 160, render: (_v, r) => (r.scope === "PLATFORM" ? t("catalogAdmin.adverts.platform") : `${t("catalogAdmin.adverts.shop")} · ${r.shopName ?? ""}`) },
          { title: t("catalogAdmin.adverts.size"), width: 120, render: (_v, r) => `${r.width} × ${r.height}` },
          { title: t("catalogAdmin.adverts.max"), dataIndex: "maxItems", width: 90 },
          { title: t("catalogAdmin.adverts.count"), width: 120, render: (_v, r) => <span><Tag color={r.liveCount ? "success" : "default"}>{r.liveCount}</Tag>/ {r.detailCount}</span> },
          {
            title: t("common.more"),
            width: 110,
            render: (_v, r) => (
              <Button type="link" size="small" onClick={() => setSlot(r)} data-testid="advert-slot-open">
                {t("catalogAdmin.adverts.manage")}
              </Button>
            ),
          },
        ]}
      />
      <Drawer open={!!slot} width={1000} title={slot ? `${slot.name}（${slot.code}）` : ""} onClose={() => setSlot(null)} destroyOnHidden>
        {slot && <AdvertDetailsEditor slot={slot} />}
      </Drawer>
    </div>
  );
}
