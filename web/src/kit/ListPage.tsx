import type { CallDef, Page } from "@qinlian/contract";
import { Form, type TableColumnsType } from "antd";
import { useState, type ReactNode } from "react";
import type { z } from "zod";
import { PagedTable, SearchBar, type PagedRows } from "./SearchBar";
import { usePagedCall } from "./usePagedCall";
import type { PageSize } from "./usePrefs";

export type PagedCall = CallDef & { output: z.ZodType<Page<unknown>> };
export type Row<C extends PagedCall> = z.output<C["output"]>["list"][number] & object;

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
  /** Names the list in the member's remembered page sizes (default: the call's path). */
  listKey?: string;
  /** Page size until the member picks one. */
  pageSize?: PageSize;
  testId?: string;
}

/**
 * A list screen: search form, table, pagination (page size remembered per member and list), an empty
 * state and a load-failure state, fed by a paged call. List pages use it (or `usePagedCall` directly
 * when their layout differs), so they all search, page and show emptiness the same way.
 */
export function ListPage<C extends PagedCall>(props: ListPageProps<C>) {
  const [form] = Form.useForm();
  const [fields, setFields] = useState<Record<string, unknown>>({});
  // The input is built from the searched fields each render, so outside state (a tab) applies at once.
  const list = usePagedCall(props.call, props.listKey ?? props.call.path, {
    input: props.input(fields) as never,
    defaultPageSize: props.pageSize,
  });
  const search = (f: Record<string, unknown>) => setFields(f);
  return (
    <div data-testid={props.testId}>
      {(props.searchFields || props.actions) && (
        <div style={{ display: "flex", justifyContent: "space-between", marginBottom: 16, gap: 16, flexWrap: "wrap" }}>
          {props.searchFields ? (
            <SearchBar form={form} style={{ marginBottom: 0 }} onSearch={(v: Record<string, unknown>) => search(Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined && x !== "")))}>
              {props.searchFields}
            </SearchBar>
          ) : (
            <span />
          )}
          {props.actions}
        </div>
      )}
      <PagedTable<Row<C>> rowKey={props.rowKey} columns={props.columns} list={list as PagedRows<Row<C>>} emptyText={props.emptyText} />
    </div>
  );
}
