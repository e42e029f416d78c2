import { PlusOutlined } from "@ant-design/icons";
import { pricing, type CustomerView } from "@qinlian/contract";
import { useQueryClient } from "@tanstack/react-query";
import { App, Button, Form, Input, Modal, Popconfirm, Select, Space, Switch, Tag } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListPage } from "../../../kit/ListPage";
import { PageHeader } from "../../../kit/PageHeader";
import { untilSettled } from "../../../kit/untilSettled";
import "../../../kit/catalog.texts";
import "./texts";
import { useFormMutation } from "../../../kit/useFormMutation";

type Level = CustomerView["level"];
const LEVELS: Level[] = ["STRATEGIC", "KEY", "NORMAL"];
const levelColor: Record<Level, string> = { STRATEGIC: "gold", KEY: "blue", NORMAL: "default" };

interface CustomerForm {
  mobile: string;
  asEnterprise: boolean;
  level: Level;
  note?: string;
}

/**
 * The seller's customers: registered members added by mobile (a person, or an enterprise by its
 * contact mobile), with a level (used by credit terms) and a note; each can get its own prices.
 */
export default function CustomerManagePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<CustomerForm>();
  const add = useFormMutation(pricing.customerAdd, { form });
  const upd = useFormMutation(pricing.customerUpd, { form });
  const del = useFormMutation(pricing.customerDel);
  const [editing, setEditing] = useState<CustomerView | "new" | null>(null);
  const levelOptions = LEVELS.map((l) => ({ value: l, label: t(`catalog.customerLevel.${l}`) }));
  const refresh = () => Promise.all([pricing.customerPage.path, pricing.custPriceDmSummary.path, pricing.custPriceDmByCustomer.path].map((p) => qc.invalidateQueries({ queryKey: [p] })));
  const open = (c: CustomerView | "new") => {
    setEditing(c);
    form.setFieldsValue(c === "new" ? { mobile: "", asEnterprise: false, level: "NORMAL", note: "" } : { mobile: "", asEnterprise: c.type === "ENTERPRISE", level: c.level, note: c.note ?? "" });
  };
  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !editing) return;
    const res = await (editing === "new"
      ? add.submit({ mobile: v.mobile.trim(), asEnterprise: v.asEnterprise, level: v.level, note: v.note?.trim() || undefined })
      : upd.submit({ id: editing.id, level: v.level, note: v.note?.trim() || null })
    );
    if (!res) return;
    await refresh();
    setEditing(null);
    void message.success(t("goodsSeller.cust.saved"));
  };
  return (
    <div data-testid="customer-manage">
      <PageHeader title={t("goodsSeller.pages.customers")} />
      <ListPage
        call={pricing.customerPage}
        rowKey="id"
        input={(s) => ({ keyword: (s.keyword as string | undefined) || undefined, level: s.level as Level | undefined })}
        searchFields={
          <>
            <Form.Item name="keyword">
              <Input placeholder={t("goodsSeller.cust.keyword")} allowClear maxLength={40} />
            </Form.Item>
            <Form.Item name="level">
              <Select allowClear options={levelOptions} placeholder={t("goodsSeller.cust.level")} style={{ width: 140 }} />
            </Form.Item>
          </>
        }
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open("new")} data-testid="customer-add">
            {t("goodsSeller.cust.add")}
          </Button>
        }
        emptyText={t("goodsSeller.cust.empty")}
        columns={[
          { title: t("goodsSeller.cust.name"), render: (_v, r) => <Space>{r.name}<Tag>{r.type === "ENTERPRISE" ? t("goodsSeller.cust.enterprise") : t("goodsSeller.cust.person")}</Tag></Space> },
          { title: t("goodsSeller.cust.mobile"), dataIndex: "mobile", width: 140, render: (v: string | null) => v ?? "-" },
          { title: t("goodsSeller.cust.level"), width: 110, render: (_v, r) => <Tag color={levelColor[r.level]}>{t(`catalog.customerLevel.${r.level}`)}</Tag> },
          { title: t("goodsSeller.cust.priced"), dataIndex: "pricedSpecCount", width: 110 },
          { title: t("goodsSeller.cust.note"), dataIndex: "note", render: (v: string | null) => v ?? "-" },
          { title: t("goodsSeller.cust.since"), width: 120, render: (_v, r) => dayjs(r.createdAt).format("YYYY-MM-DD") },
          {
            title: t("common.more"),
            width: 210,
            render: (_v, r) => (
              <Space size={0}>
                <Link to={`/transaction/custPrice/setCustPrice/${encodeURIComponent(r.customerBoId)}`}>
                  <Button type="link" size="small">
                    {t("goodsSeller.cust.prices")}
                  </Button>
                </Link>
                <Button type="link" size="small" onClick={() => open(r)}>
                  {t("goodsSeller.act.edit")}
                </Button>
                <Popconfirm
                  title={t("goodsSeller.cust.deleteConfirm", { n: r.pricedSpecCount })}
                  onConfirm={untilSettled(async () => {
                    if (await del.submit({ id: r.id })) await refresh();
                  })}
                >
                  <Button type="link" size="small" danger>
                    {t("goodsSeller.act.delete")}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal open={!!editing} title={editing === "new" ? t("goodsSeller.cust.add") : t("goodsSeller.cust.edit")} onOk={() => void save()} onCancel={() => setEditing(null)} confirmLoading={add.isPending || upd.isPending} forceRender>
        <Form<CustomerForm> form={form} layout="vertical">
          {editing === "new" ? (
            <>
              <Form.Item name="mobile" label={t("goodsSeller.cust.mobile")} extra={t("goodsSeller.cust.mobileHelp")} rules={[{ required: true, message: t("goodsSeller.v.mobile") }, { pattern: /^1[3-9]\d{9}$/, message: t("goodsSeller.v.mobile") }]}>
                <Input maxLength={11} data-testid="customer-mobile" />
              </Form.Item>
              <Form.Item name="asEnterprise" label={t("goodsSeller.cust.asEnterprise")} valuePropName="checked">
                <Switch />
              </Form.Item>
            </>
          ) : (
            editing && <p>{editing.name}</p>
          )}
          <Form.Item name="level" label={t("goodsSeller.cust.level")} rules={[{ required: true }]}>
            <Select options={levelOptions} />
          </Form.Item>
          <Form.Item name="note" label={t("goodsSeller.cust.note")} rules={[{ max: 200 }]}>
            <Input.TextArea maxLength={200} rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
