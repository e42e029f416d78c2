import type { CallDef, Page } from "@qinlian/contract";
import { Button, Empty, Form, Space, Table, type TableColumnsType } from "antd";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useCall } from "../api";

type PagedCall = CallDef & { output: z.ZodType<Page<unknown>> };
type Row<C extends PagedCall> = z.output<C["output"]>["list"][number];

export interface ListPageProps<C extends PagedCall> {
  /** The paged call (its output is `{ list, total, pageNum, pageSize }`). */
  call: C;
  /** Builds the call's input from the search form's values (paging is added). */
  input: (search: Record<string, unknown>) => Omit<z.input<C["input"]>, "pageNum" | "pageSize">;
  columns: TableColumnsType<Row<C>>;
  rowKey: keyof Row<C> & string;
  /** antd Form.Item elements of the search form; without them there is no search bar. */
  searchFields?: ReactNode;
  /** Above the table, right of the search buttons (e.g. "add"). */
  actions?: ReactNode;
  emptyText?: ReactNode;
  pageSize?: number;
  testId?: string;
}

/**
 * A list screen: search form, table, pagination and an empty state, fed by a paged call.
 * Every list page uses it, so they all search, page and show emptiness the same way.
 */
export function ListPage<C extends PagedCall>(props: ListPageProps<C>) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [search, setSearch] = useState<Record<string, unknown>>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: props.pageSize ?? 10 });
  const input = { ...props.input(search), ...paging } as z.input<C["input"]>;
  const q = useCall(props.call, input, { placeholderData: (prev) => prev });
  const data = q.data as Page<Row<C>> | undefined;
  return (
    <div data-testid={props.testId}>
      {(props.searchFields || props.actions) && (
        <div style={{ display: "flex", justifyContent: "space-between", marginBottom: 16, gap: 16, flexWrap: "wrap" }}>
          {props.searchFields ? (
            <Form
              form={form}
              layout="inline"
              onFinish={(v: Record<string, unknown>) => {
                setSearch(Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined && x !== "")));
                setPaging((p) => ({ ...p, pageNum: 1 }));
              }}
            >
              {props.searchFields}
              <Form.Item>
                <Space>
                  <Button type="primary" htmlType="submit">
                    {t("common.search")}
                  </Button>
                  <Button
                    onClick={() => {
                      form.resetFields();
                      setSearch({});
                      setPaging((p) => ({ ...p, pageNum: 1 }));
                    }}
                  >
                    {t("common.reset")}
                  </Button>
                </Space>
              </Form.Item>
            </Form>
          ) : (
            <span />
          )}
          {props.actions}
        </div>
      )}
      <Table<Row<C>>
        rowKey={props.rowKey}
        columns={props.columns}
        dataSource={data?.list ?? []}
        loading={q.isFetching}
        locale={{ emptyText: <Empty description={props.emptyText ?? t("common.empty")} /> }}
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (n) => `${n}`,
          onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        }}
      />
    </div>
  );
}
