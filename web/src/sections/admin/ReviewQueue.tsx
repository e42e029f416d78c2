import { Button, type TableColumnsType } from "antd";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ListPage, type PagedCall, type Row } from "../../kit/ListPage";
import { ReviewStateTag, type ReviewStateName } from "../../kit/ReviewStateTag";
import { QueueTabs, reviewTime, type QueueState } from "./ReviewParts";
import "./texts";

/**
 * A review queue screen: the state tabs, the searchable paged list (the record's own columns, then
 * its state, submission time and an open button), and the detail drawer of the opened record.
 */
export function ReviewQueue<C extends PagedCall>(props: {
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
  const { t } = useTranslation();
  const [state, setState] = useState<QueueState>("PENDING");
  const [open, setOpen] = useState<string | null>(null);
  const columns: TableColumnsType<Row<C>> = [
    ...props.columns,
    { title: t("admin.review.state"), key: "state", render: (_: unknown, r) => <ReviewStateTag state={props.stateOf(r)} /> },
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
      <QueueTabs state={state} onChange={setState} />
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
