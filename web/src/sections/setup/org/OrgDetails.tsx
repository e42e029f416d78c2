import { org, type DataTemplate, type OrgDetail } from "@qinlian/contract";
import { useQueryClient } from "@tanstack/react-query";
import { App, Button, Card, Col, Descriptions, Empty, Form, Modal, Popconfirm, Row, Skeleton, Space } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCall } from "../../../api";
import { pick } from "../../../i18n";
import { displayValue, fromFormValues, toFormValues, type FormValue } from "./templateForm";
import { TemplateFields } from "./TemplateFields";
import { untilSettled } from "../../../kit/untilSettled";
import "./texts";
import { useFormMutation } from "../../../kit/useFormMutation";

/** The enterprise's additional details: one card per template, filled in through a modal form. */
export function OrgDetails() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const templates = useCall(org.dataTemplates, {}, { staleTime: 10 * 60_000 });
  const details = useCall(org.orgDetails, {});
  const [form] = Form.useForm<Record<string, FormValue>>();
  const save = useFormMutation(org.saveOrgDetail, { form });
  const remove = useFormMutation(org.deleteOrgDetail);
  const [editing, setEditing] = useState<DataTemplate | null>(null);
  const lang = i18n.language;
  const refresh = () => qc.invalidateQueries({ queryKey: [org.orgDetails.path] });

  if (templates.isLoading || details.isLoading) return <Skeleton active />;
  const byType = new Map<string, OrgDetail>((details.data ?? []).map((d) => [d.type, d]));

  const open = (tpl: DataTemplate) => setEditing(tpl);
  const submit = async () => {
    if (!editing) return;
    const values = await form.validateFields();
    const ok = await save.submit({ type: editing.type, data: fromFormValues(editing, values) });
    if (!ok) return;
    void message.success(t("setupOrg.details.saved"));
    setEditing(null);
    await refresh();
  };

  return (
    <Card title={t("setupOrg.details.title")} size="small" data-testid="org-details">
      <p style={{ color: "#595959", marginTop: 0 }}>{t("setupOrg.details.intro")}</p>
      <Row gutter={[16, 16]}>
        {(templates.data ?? []).map((tpl) => {
          const d = byType.get(tpl.type);
          const name = pick({ zh: tpl.name, en: tpl.nameEn }, lang);
          return (
            <Col key={tpl.type} xs={24} lg={8}>
              <Card
                size="small"
                type="inner"
                title={name}
                data-testid={`detail-${tpl.type}`}
                extra={
                  <Space size={4}>
                    <Button size="small" type="link" onClick={() => open(tpl)}>
                      {d ? t("setupOrg.details.edit") : t("setupOrg.details.fill")}
                    </Button>
                    {d && (
                      <Popconfirm
                        title={t("setupOrg.details.removeConfirm", { name })}
                        onConfirm={untilSettled(async () => {
                          if (await remove.submit({ type: tpl.type })) {
                            void message.success(t("setupOrg.details.removed"));
                            await refresh();
                          }
                        })}
                      >
                        <Button size="small" type="link" danger>
                          {t("setupOrg.details.remove")}
                        </Button>
                      </Popconfirm>
                    )}
                  </Space>
                }
              >
                {d ? (
                  <>
                    <Descriptions column={1} size="small">
                      {tpl.fields
                        .filter((f) => d.data[f.key] !== undefined)
                        .map((f) => (
                          <Descriptions.Item key={f.key} label={pick({ zh: f.label, en: f.labelEn }, lang)}>
                            {displayValue(f, d.data[f.key], lang)}
                          </Descriptions.Item>
                        ))}
                    </Descriptions>
                    <div style={{ color: "#595959", fontSize: 12 }}>{t("setupOrg.details.updatedAt", { time: dayjs(d.updatedAt).format("YYYY-MM-DD HH:mm") })}</div>
                  </>
                ) : (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={pick({ zh: tpl.description, en: tpl.descriptionEn }, lang)}>
                    <span style={{ color: "#595959" }}>{t("setupOrg.details.empty")}</span>
                  </Empty>
                )}
              </Card>
            </Col>
          );
        })}
      </Row>
      <Modal
        open={!!editing}
        title={editing ? pick({ zh: editing.name, en: editing.nameEn }, lang) : ""}
        onCancel={() => setEditing(null)}
        onOk={() => void submit()}
        confirmLoading={save.isPending}
        okText={t("common.save")}
        cancelText={t("common.cancel")}
        destroyOnHidden
      >
        {editing && (
          <Form form={form} key={editing.type} layout="vertical" initialValues={toFormValues(editing, byType.get(editing.type)?.data)} data-testid="detail-form">
            <TemplateFields template={editing} />
          </Form>
        )}
      </Modal>
    </Card>
  );
}
