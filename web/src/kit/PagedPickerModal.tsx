import type { CallDef, Page } from "@qinlian/contract";
import { Empty, Input, Modal, Table, type TableColumnsType } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useCall } from "../api";
import "./editors.texts";
import { ScrollableTable } from "./SearchBar";

type PagedCall = CallDef & { output: z.ZodType<Page<unknown>> };
type Row<C extends PagedCall> = z.output<C["output"]>["list"][number];

export interface PagedPickerModalProps<C extends PagedCall> {
  open: boolean;
  title: React.ReactNode;
  /** A paged call; `input` builds its input from the keyword typed in the search box. */
  call: C;
  input: (keyword: string | undefined) => Omit<z.input<C["input"]>, "pageNum" | "pageSize">;
  columns: TableColumnsType<Row<C>>;
  rowKey: keyof Row<C> & string;
  /** Pick several rows (kept across pages) or one. */
  multiple?: boolean;
  max?: number;
  /** Rows that cannot be picked (e.g. already added). */
  disabledKeys?: readonly string[];
  onOk: (rows: Row<C>[]) => void;
  onCancel: () => void;
  okText?: React.ReactNode;
  confirmLoading?: boolean;
}

/**
 * Picks rows from any paged call in a dialog: keyword search, pagination, selection kept across
 * pages. Used to choose goods for recommendations, classifies, adverts and packages.
 */
export function PagedPickerModal<C extends PagedCall>(props: PagedPickerModalProps<C>) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState<string | undefined>();
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 8 });
  const [picked, setPicked] = useState<Map<string, Row<C>>>(new Map());
  const input = { ...props.input(keyword), ...paging } as z.input<C["input"]>;
  const q = useCall(props.call, input, { enabled: props.open, placeholderData: (p) => p });
  const data = q.data as Page<Row<C>> | undefined;
  const keyOf = (r: Row<C>) => String((r as Record<string, unknown>)[props.rowKey]);
  const close = () => {
    setPicked(new Map());
    setKeyword(undefined);
    setPaging((p) => ({ ...p, pageNum: 1 }));
  };
  return (
    <Modal
      open={props.open}
      title={props.title}
      width={860}
      okText={props.okText}
      confirmLoading={props.confirmLoading}
      okButtonProps={{ disabled: picked.size === 0, "data-testid": "picker-ok" }}
      onOk={() => {
        props.onOk([...picked.values()]);
        close();
      }}
      onCancel={() => {
        props.onCancel();
        close();
      }}
      destroyOnHidden
    >
      <Input.Search
        allowClear
        placeholder={t("kitEditors.picker.keyword")}
        onSearch={(v) => {
          setKeyword(v.trim() || undefined);
          setPaging((p) => ({ ...p, pageNum: 1 }));
        }}
        style={{ marginBottom: 12, maxWidth: 320 }}
        data-testid="picker-search"
      />
      <ScrollableTable>
        <Table<Row<C>>
          scroll={{ x: "max-content" }}
          size="small"
          rowKey={props.rowKey}
          columns={props.columns}
          dataSource={data?.list ?? []}
          loading={q.isFetching}
          locale={{ emptyText: <Empty description={t("common.empty")} /> }}
          rowSelection={{
            type: props.multiple ? "checkbox" : "radio",
            preserveSelectedRowKeys: true,
            selectedRowKeys: [...picked.keys()],
            getCheckboxProps: (r) => ({ disabled: props.disabledKeys?.includes(keyOf(r)) ?? false }),
            onChange: (_keys, rows) => {
              const next = new Map(props.multiple ? picked : []);
              const onPage = new Set((data?.list ?? []).map(keyOf));
              if (props.multiple) for (const k of onPage) next.delete(k);
              for (const r of rows) if (r) next.set(keyOf(r), r);
              if (props.max && next.size > props.max) return;
              setPicked(next);
            },
          }}
          pagination={{ current: paging.pageNum, pageSize: paging.pageSize, total: data?.total ?? 0, size: "small", onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }) }}
        />
      </ScrollableTable>
      {props.multiple && <div style={{ color: "#595959" }}>{t("kitEditors.picker.picked", { n: picked.size })}</div>}
    </Modal>
  );
}
