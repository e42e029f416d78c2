import { account } from "@qinlian/contract";
import { Alert, App, Button, Card, Input, Popconfirm, Space, Table } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCall } from "../../api";
import { queryClient } from "../../app/query";
import { useAppStore } from "../../app/store";
import { PageHeader } from "../../kit/PageHeader";
import { BindNewAccount } from "./BindNewAccount";
import { untilSettled } from "../../kit/untilSettled";
import "./texts.account";
import { useFormMutation } from "../../kit/useFormMutation";

/** /setup/bindAccount: the person's linked accounts (switch, unlink) and linking another one. */
export default function BindAccountPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const q = useCall(account.bindList, {});
  const switchTo = useFormMutation(account.bindSwitch);
  const unbind = useFormMutation(account.unbind);
  const ignore = useFormMutation(account.bindIgnore, { loadingText: false });
  const [filter, setFilter] = useState("");
  const [page, setPage] = useState(1);
  const rows = (q.data?.list ?? []).filter((r) => !filter || r.loginName.toLowerCase().includes(filter.trim().toLowerCase()));

  const onSwitch = async (memberId: string) => {
    const r = await switchTo.submit({ memberId });
    if (!r) return;
    queryClient.clear();
    useAppStore.getState().setUserInfo(r.userInfo);
    void message.success(t("setupAccount.switched", { name: r.userInfo.nickname || r.userInfo.loginName }));
    void navigate("/setup/index");
  };
  const onUnbind = async (memberId: string) => {
    const r = await unbind.submit({ memberId });
    if (!r) return;
    void message.success(t("setupAccount.unbound"));
    void q.refetch();
  };

  return (
    <div>
      <PageHeader title={t("setupAccount.bindTitle")} />
      {q.data?.suggestBind && (
        <Alert
          type="info"
          showIcon
          message={t("setupAccount.suggest")}
          style={{ marginBottom: 16 }}
          action={
            <Button size="small" onClick={() => void ignore.submit({}).then((r) => r && q.refetch())} data-testid="bind-never">
              {t("setupAccount.never")}
            </Button>
          }
        />
      )}
      <Card
        size="small"
        title={t("setupAccount.linked")}
        extra={<Input.Search allowClear placeholder={t("setupAccount.filter")} onSearch={(v) => {
              setFilter(v);
              setPage(1);
            }} style={{ width: 220 }} />}
        style={{ marginBottom: 16 }}
      >
        <Table scroll={{ x: "max-content" }}
          rowKey="memberId"
          size="small"
          loading={q.isLoading}
          dataSource={rows}
          locale={{ emptyText: t("setupAccount.noLinked") }}
          pagination={{ current: page, pageSize: 10, onChange: setPage, hideOnSinglePage: false, showTotal: (n) => t("setupAccount.total", { n }) }}
          data-testid="bind-table"
          columns={[
            { title: t("setupAccount.loginName"), dataIndex: "loginName" },
            { title: t("setupAccount.name"), dataIndex: "name" },
            { title: t("setupAccount.mobile"), dataIndex: "mobile" },
            { title: t("setupAccount.boundAt"), dataIndex: "boundAt", render: (v: string) => dayjs(v).format("YYYY-MM-DD HH:mm") },
            {
              title: t("setupAccount.actions"),
              key: "actions",
              render: (_v, r) => (
                <Space>
                  <Button type="link" size="small" onClick={() => void onSwitch(r.memberId)} data-testid={`switch-${r.loginName}`}>
                    {t("setupAccount.switchTo")}
                  </Button>
                  <Popconfirm title={t("setupAccount.unbindConfirm")} onConfirm={untilSettled(() => onUnbind(r.memberId))}>
                    <Button type="link" size="small" danger>
                      {t("setupAccount.unbind")}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Card size="small" title={t("setupAccount.bindNew")}>
        <BindNewAccount onBound={() => void q.refetch()} />
      </Card>
    </div>
  );
}
