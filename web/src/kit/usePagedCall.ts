import type { CallDef, Page } from "@qinlian/contract";
import type { TablePaginationConfig } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useCall } from "../api";
import { pageSizeOptions, usePageSize, type PageSize } from "./usePrefs";
import "./texts";

type PagedCall = CallDef<z.ZodType, z.ZodType<Page<unknown>>>;
type Filters<C extends PagedCall> = Omit<z.input<C["input"]>, "pageNum" | "pageSize">;

/**
 * A paged list read: the search filters, the page, the page size (remembered per member and list,
 * `listKey`), and the antd Table pagination for it. `search` starts again at page 1; `removedOne`
 * steps back a page when the last row of a later page went away.
 */
export function usePagedCall<C extends PagedCall>(
  def: C,
  listKey: string,
  opts: { input?: Filters<C>; defaultPageSize?: PageSize } = {},
) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters<C>>({} as Filters<C>);
  const [pageNum, setPageNum] = useState(1);
  // `opts.input`, when given, is the whole filter set (computed by the caller each render); a change
  // of it starts again at page 1, like a search does.
  const inputKey = JSON.stringify(opts.input ?? null);
  const [lastInputKey, setLastInputKey] = useState(inputKey);
  if (inputKey !== lastInputKey) {
    setLastInputKey(inputKey);
    setPageNum(1);
  }
  const { pageSize, ready, setPageSize } = usePageSize(listKey, opts.defaultPageSize);
  const q = useCall(def, { ...(opts.input ?? filters), pageNum, pageSize } as z.input<C["input"]>, { enabled: ready, placeholderData: (prev) => prev });
  const data = q.data;
  const pagination: TablePaginationConfig = {
    current: pageNum,
    pageSize,
    total: data?.total ?? 0,
    showSizeChanger: true,
    pageSizeOptions,
    showTotal: (total) => t("kit.list.total", { total }),
    onChange: (p, s) => {
      setPageNum(s !== pageSize ? 1 : p);
      setPageSize(s);
    },
  };
  return {
    q,
    data,
    loading: q.isLoading || !ready,
    pagination,
    search: (f: Filters<C>) => {
      setFilters(f);
      setPageNum(1);
    },
    removedOne: () => {
      if (data?.list.length === 1 && pageNum > 1) setPageNum(pageNum - 1);
    },
  };
}
