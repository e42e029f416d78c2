import { credit, creditApplyState, type CreditApplyState, type CreditApplyView, type CreditKind } from "@qinlian/contract";
import { App, Button, Drawer, Empty, Popconfirm, Select, Skeleton, Space, type TableColumnsType } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCall } from "../../../api";
import { routeExists } from "../../../app/sections";
import { LoadFailed } from "../../../kit/LoadFailed";
import { formatFen } from "../../../kit/Money";
import { PageHeader } from "../../../kit/PageHeader";
import { PagedTable } from "../../../kit/SearchBar";
import { invalidateCalls } from "../../../kit/invalidate";
import { useFormMutation } from "../../../kit/useFormMutation";
import { usePagedCall } from "../../../kit/usePagedCall";
import { ApplyFacts, ApplyStateTag, KindTag, when } from "../../serviceHall/credit/parts";
import "../../serviceHall/credit/texts";

const HALL = "/serviceHall/finance";

function CancelButton({ id, block }: { id: string; block?: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const cancel = useFormMutation(credit.cancelApply);
  return (
    <Popconfirm
      title={t("credit.apply.cancelConfirm")}
      onConfirm={() =>
        void cancel.submit({ id }).then((r) => {
          if (!r) return;
          void message.success(t("credit.apply.cancelled"));
          void invalidateCalls(credit.myApplies, credit.myApply);
        })
      }
    >
      <Button danger size={block ? "middle" : "small"} type={block ? "default" : "link"} data-testid="apply-cancel">
        {t("credit.apply.cancel")}
      </Button>
    </Popconfirm>
  );
}

function ApplyDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const q = useCall(credit.myApply, { id });
  return (
    <Drawer open onClose={onClose} title={t("credit.apply.detail")} width="min(560px, 100vw)" data-testid="my-apply-drawer" extra={q.data?.state === "SUBMITTED" && <CancelButton id={id} block />}>
      {q.isError ? <LoadFailed onRetry={() => void q.refetch()} /> : !q.data ? <Skeleton active /> : <ApplyFacts a={q.data} history={q.data.history} />}
    </Drawer>
  );
}

/** /financial/credit/myLoan: the current identity's loan and insurance applications, their progress, withdrawal while waiting. */
export default function MyLoanPage() {
  const { t } = useTranslation();
  const [state, setState] = useState<CreditApplyState | undefined>();
  const [kind, setKind] = useState<CreditKind | undefined>();
  const [open, setOpen] = useState<string | null>(null);
  const list = usePagedCall(credit.myApplies, "financial.myLoan", { input: { state, kind } });
  const columns: TableColumnsType<CreditApplyView> = [
    {
      title: t("credit.apply.product"),
      key: "product",
      render: (_: unknown, a) => (
        <Space direction="vertical" size={0}>
          <Space size={4}>
            <KindTag kind={a.kind} />
            <b>{a.productName}</b>
          </Space>
          <span style={{ color: "#595959", fontSize: 12 }}>{a.institution}</span>
        </Space>
      ),
    },
    { title: t("credit.apply.amount"), dataIndex: "amount", align: "right", render: (v: number) => formatFen(v) },
    { title: t("credit.apply.term"), dataIndex: "termMonths", render: (n: number) => t("credit.product.months", { n }) },
    { title: t("credit.mine.stateLabel"), key: "state", render: (_: unknown, a) => <ApplyStateTag state={a.state} kind={a.kind} /> },
    { title: t("credit.apply.submittedAt"), dataIndex: "submittedAt", render: (v: string) => when(v) },
    {
      title: t("credit.apply.actions"),
      key: "actions",
      render: (_: unknown, a) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setOpen(a.id)} data-testid={`apply-open-${a.id}`}>
            {t("credit.apply.view")}
          </Button>
          {a.state === "SUBMITTED" && <CancelButton id={a.id} />}
        </Space>
      ),
    },
  ];
  const empty = (
    <Empty description={t("credit.mine.empty")}>
      {routeExists(HALL) && (
        <Link to={HALL}>
          <Button type="primary">{t("credit.mine.browse")}</Button>
        </Link>
      )}
    </Empty>
  );
  return (
    <div data-testid="my-loans">
      <PageHeader title={t("credit.mine.title")} extra={routeExists(HALL) ? <Link to={HALL}>{t("credit.mine.browse")}</Link> : undefined} />
      <p style={{ color: "#595959", marginTop: 0 }}>{t("credit.mine.intro")}</p>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<CreditApplyState>
          allowClear
          aria-label={t("credit.mine.stateLabel")}
          placeholder={t("credit.mine.allStates")}
          style={{ width: 140 }}
          value={state}
          onChange={setState}
          options={creditApplyState.options.map((s) => ({ value: s, label: t(`credit.apply.state.${s}`) }))}
          data-testid="my-loans-state"
        />
        <Select<CreditKind>
          allowClear
          aria-label={t("credit.kindLabel")}
          placeholder={t("credit.allKinds")}
          style={{ width: 120 }}
          value={kind}
          onChange={setKind}
          options={(["LOAN", "INSURANCE"] as const).map((k) => ({ value: k, label: t(`credit.kind.${k}`) }))}
        />
      </Space>
      <PagedTable<CreditApplyView> rowKey="id" columns={columns} list={list} emptyText={empty} data-testid="my-loans-table" />
      {open && <ApplyDrawer id={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
