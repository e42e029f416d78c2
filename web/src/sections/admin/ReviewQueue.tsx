import { Button, type TableColumnsType } from "antd";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useCall } from "../../api";
import { ListPage, type PagedCall, type Row } from "../../kit/ListPage";
import { reviewStateLabel, type ReviewStateName } from "../../kit/ReviewStateTag";
import { verifyStateLabels } from "../../kit/stateLabels";
import { ToneTag } from "../../kit/ToneTag";
import { queueStates, QueueTabs, reviewTime, type QueueState } from "./ReviewParts";
import "./texts";

/** How many records each state tab holds (one page-of-one call per state). */
function useQueueCounts(call: PagedCall): Partial<Record<QueueState, number>> {
  const one = (s: QueueState) => ({ state: s === "ALL" ? undefined : s, pageNum: 1, pageSize: 1 }) as never;
  const [pending, approved, rejected, all] = [
    useCall(call, one(queueStates[0]), { staleTime: 10_000 }),
    useCall(call, one(queueStates[1]), { staleTime: 10_000 }),
    useCall(call, one(queueStates[2]), { staleTime: 10_000 }),
    useCall(call, one(queueStates[3]), { staleTime: 10_000 }),
  ].map((q) => (q.data as { total?: number } | undefined)?.total);
  return { PENDING: pending, APPROVED: approved, REJECTED: rejected, ALL: all };
}

/**
 * A review queue screen: the state tabs, the searchable paged list (the record's own columns, then
 * its state, submission time and an open button), and the detail drawer of the opened record.
 */
export function ReviewQueue<C extends PagedCall>(props: {
  /** The screen's heading. */
  title: ReactNode;
  call: C;
  testId: string;
  /** The row's id field, passed to `drawer` when the row is opened. */
  rowKey: keyof Row<C> & string;
  /** The record's own columns (state, time and actions are added). */
  columns: TableColumnsType<Row<C>>;
  stateOf(row: Row<C>): ReviewStateName;
  submittedAt(row: Row<C>): string | null;
  emptyText: ReactNode;
  searchFields: ReactNode;
  drawer(id: string, close: () => void): ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<QueueState>("PENDING");
  const [open, setOpen] = useState<string | null>(null);
  const counts = useQueueCounts(props.call);
  const columns: TableColumnsType<Row<C>> = [
    ...props.columns,
    { title: t("admin.review.state"), key: "state", render: (_: unknown, r) => {
        const st = props.stateOf(r);
        return (
          <ToneTag tone={verifyStateLabels[st].color} data-testid="review-state">
            {reviewStateLabel(st, i18n.language)}
          </ToneTag>
        );
      },
    },
    { title: t("admin.review.submittedAt"), key: "submittedAt", render: (_: unknown, r) => reviewTime(props.submittedAt(r)) },
    {
      title: t("admin.review.actions"),
      key: "actions",
      render: (_: unknown, r) => {
        const id = String(r[props.rowKey]);
        return (
          <Button type="link" size="small" onClick={() => setOpen(id)} data-testid={`open-${id}`}>
            {props.stateOf(r) === "PENDING" ? t("admin.review.review") : t("admin.review.view")}
          </Button>
        );
      },
    },
  ];
  return (
    <div>
      <h1 style={{ fontSize: 16, fontWeight: 600, margin: "0 0 4px" }}>{props.title}</h1>
      <QueueTabs state={state} onChange={setState} counts={counts} />
      <ListPage
        key={state}
        testId={props.testId}
        call={props.call}
        input={(s) => ({ ...s, state: state === "ALL" ? undefined : state }) as never}
        rowKey={props.rowKey}
        columns={columns}
        emptyText={props.emptyText}
        searchFields={props.searchFields}
      />
      {open && props.drawer(open, () => setOpen(null))}
    </div>
  );
}
