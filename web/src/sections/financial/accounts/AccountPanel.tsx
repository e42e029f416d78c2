import { finance, type OutsideChannel } from "@qinlian/contract";
import { Alert, App, Button, Card, Descriptions, Empty, Modal, Space, Spin } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useCall } from "../../../api";
import { pick } from "../../../i18n";
import { LoadFailed } from "../../../kit/LoadFailed";
import { StateHistory } from "../../../kit/StateHistory";
import { invalidateCalls } from "../../../kit/invalidate";
import { useFormMutation } from "../../../kit/useFormMutation";
import { accountReads, ChangeAccountForm, RemoveAccountForm } from "./AccountForms";
import { channelNames } from "./labels";
import { AccountStateTag } from "./parts";
import { openPath } from "./paths";
import "./texts";
import { formatTime } from "../../../kit/formatTime";

/**
 * One channel's account as its owner manages it: the masked numbers, the freeze notice, bind a card,
 * make default, change details, rescind, give up a pending application, and the history. Without an
 * account: the ways to open one. `removePath`: rescission on its own page (ABCCG) instead of a dialog.
 */
export function AccountPanel({ channel, removePath, changePath }: { channel: OutsideChannel; removePath?: string; changePath?: string }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const list = useCall(finance.selChannelList, {});
  const info = list.data?.list.find((c) => c.code === channel);
  const account = info?.account ?? null;
  const detail = useCall(finance.selAccountDetail, { id: account?.id ?? "-" }, { enabled: !!account, errBySelf: true });
  const upd = useFormMutation(finance.updAccountById);
  const [dialog, setDialog] = useState<"change" | "remove" | null>(null);
  const name = pick(info?.name ?? channelNames[channel], i18n.language);

  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} />;
  if (list.isLoading) return <Spin />;
  if (!account) {
    return (
      <Card data-testid="no-account">
        <Empty description={t("finAccount.noAccount")}>
          <Space wrap>
            {(info?.holderTypes ?? ["PSN", "ORG"]).map((h) => (
              <Link key={h} to={openPath(channel, h)}>
                <Button type="primary" disabled={info ? !info.enabled : false} data-testid={`open-${h}`}>
                  {t("finAccount.open")} · {t(`finAccount.${h}`)}
                </Button>
              </Link>
            ))}
          </Space>
        </Empty>
      </Card>
    );
  }
  const act = async (action: "SET_DEFAULT" | "CANCEL") => {
    if (!(await upd.submit({ id: account.id, action }))) return;
    await invalidateCalls(...accountReads);
    void message.success(t("finAccount.done"));
  };
  const open = account.status === "ACTIVE" || account.status === "FROZEN";
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }} data-testid="account-panel">
      {account.status === "FROZEN" && <Alert type="error" showIcon message={t("finAccount.frozenHint", { reason: account.freezeReason ?? "-" })} />}
      <Card
        title={
          <span>
            {name} · {t(`finAccount.${account.holderType}`)} <AccountStateTag status={account.status} />
          </span>
        }
        styles={{ header: { flexWrap: "wrap" } }}
      >
        <Descriptions column={{ xs: 1, sm: 2 }} size="small">
          <Descriptions.Item label={t("finAccount.holderName")}>{account.holderName}</Descriptions.Item>
          <Descriptions.Item label={t("finAccount.idNo")}>{account.idNoMasked}</Descriptions.Item>
          <Descriptions.Item label={t("finAccount.accountNo")}>
            <span data-testid="account-no">{account.accountNoMasked ?? "-"}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t("finAccount.signNo")}>{account.signNo ?? "-"}</Descriptions.Item>
          <Descriptions.Item label={t("finAccount.billNo")}>{account.billNo}</Descriptions.Item>
          <Descriptions.Item label={t("finAccount.reservedMobile")}>{account.mobileMasked}</Descriptions.Item>
          <Descriptions.Item label={t("finAccount.openedAt")}>{formatTime(account.openedAt)}</Descriptions.Item>
          <Descriptions.Item label={t("finAccount.isDefault")}>{account.isDefault ? "✓" : "-"}</Descriptions.Item>
          {detail.data && <Descriptions.Item label={t("finAccount.cards")}>{detail.data.cards}</Descriptions.Item>}
        </Descriptions>
        <Space wrap style={{ marginTop: 16 }}>
          {account.status === "PENDING" && (
            <>
              <Link to={openPath(channel, account.holderType)}>
                <Button type="primary">{t("finAccount.continue")}</Button>
              </Link>
              <Button onClick={() => void act("CANCEL")}>{t("finAccount.cancelApply")}</Button>
            </>
          )}
          {account.status === "ACTIVE" && (
            <>
              <Link to={`${account.holderType === "ORG" ? "/financial/BankAccount/addNewCard" : "/financial/addNewCardPerson"}?channel=${channel}`}>
                <Button type="primary" data-testid="to-bind-card">
                  {t("finAccount.toCards")}
                </Button>
              </Link>
              {!account.isDefault && <Button onClick={() => void act("SET_DEFAULT")}>{t("finAccount.setDefault")}</Button>}
              <Button onClick={() => (changePath ? void navigate(changePath) : setDialog("change"))} data-testid="to-change">
                {t("finAccount.change")}
              </Button>
              <Button danger onClick={() => (removePath ? void navigate(removePath) : setDialog("remove"))} data-testid="to-remove">
                {t("finAccount.remove")}
              </Button>
            </>
          )}
          {open && (
            <Link to="/financial/BankAccount">
              <Button type="link">{t("finAccount.cardsTitle")}</Button>
            </Link>
          )}
        </Space>
      </Card>
      <Card title={t("finAccount.history")} size="small">
        {detail.isLoading ? <Spin /> : <StateHistory items={detail.data?.history ?? []} />}
      </Card>
      <Modal open={dialog !== null} title={t(dialog === "remove" ? "finAccount.removeTitle" : "finAccount.changeTitle")} footer={null} onCancel={() => setDialog(null)} destroyOnHidden>
        {dialog === "change" && <ChangeAccountForm account={account} onDone={() => setDialog(null)} />}
        {dialog === "remove" && <RemoveAccountForm account={account} />}
      </Modal>
    </Space>
  );
}
