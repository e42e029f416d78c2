import { finance } from "@qinlian/contract";
import { App, Button, Card, Descriptions, Form, Input, Modal, Result, Space, Spin } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useCall } from "../../../api";
import { pick } from "../../../i18n";
import { PageHeader } from "../../../kit/PageHeader";
import { invalidateCalls } from "../../../kit/invalidate";
import { useFormMutation } from "../../../kit/useFormMutation";
import { channelNames } from "./labels";
import { CardStateTag, PayPasswordItem, formStyle } from "./parts";
import "./texts";
import { formatTime } from "../../../kit/formatTime";

/** /financial/cardManage/:id: one card — its alias, make it the default, unbind it (pay password). */
export default function CardManagePage() {
  const { id = "" } = useParams();
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const card = useCall(finance.selCardById, { id }, { errBySelf: true });
  const [aliasForm] = Form.useForm<{ alias: string }>();
  const [pwdForm] = Form.useForm<{ payPassword: string }>();
  const upd = useFormMutation(finance.updCard, { form: aliasForm });
  const unbind = useFormMutation(finance.unbindCard, { form: pwdForm });
  const [unbinding, setUnbinding] = useState(false);
  if (card.isLoading) return <Spin />;
  const c = card.data;
  if (!c) return <Result status="404" title={t("finAccount.noCards")} />;
  const save = async (input: { alias?: string | null; isDefault?: true }) => {
    if (!(await upd.submit({ id, ...input }))) return;
    await invalidateCalls(finance.selCardById, finance.selAccountCardList);
    void message.success(t("finAccount.saved"));
  };
  const onUnbind = async (v: { payPassword: string }) => {
    if (!(await unbind.submit({ id, payPassword: v.payPassword }))) return;
    await invalidateCalls(finance.selAccountCardList, finance.selCardById);
    void message.success(t("finAccount.unbound"));
    void navigate("/financial/BankAccount");
  };
  return (
    <div data-testid="card-manage">
      <PageHeader title={t("finAccount.cardManageTitle")} />
      <Space direction="vertical" size={16} style={{ width: "100%" }}>
        <Card>
          <Descriptions column={{ xs: 1, sm: 2 }} size="small">
            <Descriptions.Item label={t("finAccount.bank")}>{c.bankName ?? "-"}</Descriptions.Item>
            <Descriptions.Item label={t("finAccount.cardNo")}>
              <span data-testid="card-no">{c.cardNoMasked}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t("finAccount.cardType")}>{c.cardType ? t(`finAccount.${c.cardType}`) : "-"}</Descriptions.Item>
            <Descriptions.Item label={t("finAccount.cardHolder")}>{c.holderName}</Descriptions.Item>
            <Descriptions.Item label={t("finAccount.cardMobile")}>{c.mobileMasked}</Descriptions.Item>
            <Descriptions.Item label={t("finAccount.channel")}>{pick(channelNames[c.channel], i18n.language)}</Descriptions.Item>
            <Descriptions.Item label={t("finAccount.status")}>
              <CardStateTag status={c.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t("finAccount.boundAt")}>{formatTime(c.boundAt)}</Descriptions.Item>
          </Descriptions>
        </Card>
        <Card size="small" title={t("finAccount.alias")}>
          <Form form={aliasForm} layout="inline" initialValues={{ alias: c.alias ?? "" }} onFinish={(v) => void save({ alias: v.alias.trim() || null })} style={{ rowGap: 8 }}>
            <Form.Item name="alias" rules={[{ max: 20 }]} style={{ flex: "1 1 200px" }}>
              <Input maxLength={20} data-testid="alias-input" />
            </Form.Item>
            <Button htmlType="submit" loading={upd.isPending}>
              {t("finAccount.saveAlias")}
            </Button>
          </Form>
        </Card>
        <Space wrap>
          {!c.isDefault && c.status === "BOUND" && (
            <Button onClick={() => void save({ isDefault: true })} data-testid="card-default">
              {t("finAccount.setDefault")}
            </Button>
          )}
          <Button danger onClick={() => setUnbinding(true)} data-testid="card-unbind">
            {t("finAccount.unbind")}
          </Button>
        </Space>
      </Space>
      <Modal open={unbinding} title={t("finAccount.unbindTitle")} footer={null} onCancel={() => setUnbinding(false)} destroyOnHidden>
        <Form form={pwdForm} layout="vertical" style={formStyle} onFinish={(v) => void onUnbind(v)}>
          <p>{t("finAccount.unbindHint")}</p>
          <PayPasswordItem name="payPassword" label={t("finAccount.payPassword")} />
          <Button danger type="primary" htmlType="submit" loading={unbind.isPending} block data-testid="unbind-submit">
            {t("finAccount.unbind")}
          </Button>
        </Form>
      </Modal>
    </div>
  );
}
