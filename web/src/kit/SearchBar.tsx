import { Button, Empty, Form, Space, Table, type FormInstance, type TablePaginationConfig, type TableProps } from "antd";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "./LoadFailed";

import "./texts";

/**
 * A wrapper that makes the antd tables inside it reachable by keyboard when they scroll sideways
 * (`scroll={{ x }}`): their scroll containers get a tab stop, the region role and a name, so a
 * keyboard user can scroll them with the arrow keys (axe: scrollable-region-focusable).
 */
export function ScrollableTable({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const label = t("kit.list.scrollRegion");
  useEffect(() => {
    for (const el of ref.current?.querySelectorAll<HTMLElement>(".ant-table-content, .ant-table-body") ?? []) {
      el.tabIndex = 0;
      el.setAttribute("role", "region");
      el.setAttribute("aria-label", label);
    }
  });
  return (
    <div ref={ref}>
      {children}
    </div>
  );
}

export interface SearchBarProps<V extends object> {
  form: FormInstance<V>;
  /** Called with the form's values on 搜索, and with the emptied values on 重置. */
  onSearch: (values: V) => void;
  /** The Form.Item fields. */
  children: ReactNode;
  /** Prefix of the buttons' test ids (`<prefix>-search`, `<prefix>-reset`). */
  testId?: string;
  style?: React.CSSProperties;
}

/** The inline search form above a list: its fields, then 搜索 and 重置 (reset empties and searches again). */
export function SearchBar<V extends object>({ form, onSearch, children, testId, style }: SearchBarProps<V>) {
  const { t } = useTranslation();
  return (
    <Form<V> form={form} layout="inline" style={{ marginBottom: 16, rowGap: 8, ...style }} onFinish={onSearch}>
      {children}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid={testId && `${testId}-search`}>
            {t("common.search")}
          </Button>
          <Button
            data-testid={testId && `${testId}-reset`}
            onClick={() => {
              form.resetFields();
              onSearch(form.getFieldsValue());
            }}
          >
            {t("common.reset")}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

/** What PagedTable needs of a paged read (`usePagedCall`'s result fits). */
export interface PagedRows<T> {
  q: { isError: boolean; isFetching: boolean; refetch: () => unknown };
  data?: { list: readonly T[] };
  loading: boolean;
  pagination: TablePaginationConfig;
}

export type PagedTableProps<T extends object> = Omit<TableProps<T>, "dataSource" | "loading" | "pagination" | "locale"> & {
  list: PagedRows<T>;
  emptyText?: ReactNode;
  "data-testid"?: string;
};

/** The table of a paged read: rows, pagination, the empty state, and a retry when the read failed. */
export function PagedTable<T extends object>({ list, emptyText, columns, ...table }: PagedTableProps<T>) {
  const { t } = useTranslation();
  // a row's actions stay in view on the right however wide the table scrolls
  const pinned = columns?.map((c) => (c.key === "actions" && c.fixed === undefined ? { ...c, fixed: "right" as const } : c));
  if (list.q.isError) return <LoadFailed onRetry={() => void list.q.refetch()} />;
  return (
    <ScrollableTable>
      <Table<T>
        size="middle"
        // wide tables scroll inside their card on phones, never the page
        scroll={{ x: "max-content" }}
        {...table}
        columns={pinned}
        dataSource={list.data?.list}
        loading={list.loading || list.q.isFetching}
        locale={{ emptyText: <Empty description={emptyText ?? t("common.empty")} /> }}
        pagination={list.pagination}
      />
    </ScrollableTable>
  );
}
