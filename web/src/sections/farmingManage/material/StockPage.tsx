import { farmMaterial, type MaterialCategory, type StockView } from "@qinlian/contract";
import { Button, Checkbox, Form, Input, Select, Space } from "antd";
import type { ColumnsType } from "antd/es/table";
import { Link } from "react-router";
import { Money } from "../../../kit/Money";
import { PageHeader } from "../../../kit/PageHeader";
import { PagedTable, SearchBar } from "../../../kit/SearchBar";
import { ToneTag } from "../../../kit/ToneTag";
import { usePagedCall } from "../../../kit/usePagedCall";
import { LowStockAlert } from "./LowStockAlert";
import { RangeSelect, qtyText, useOptions } from "./parts";
import { useMaterialTexts } from "./texts";

interface Filters {
  keyword?: string;
  storeId?: string;
  category?: MaterialCategory;
  lowOnly?: boolean;
  includeEmpty?: boolean;
}

/** /farmingManage/stockManage: stock per material, store and batch, with the low-stock warning. */
export default function StockPage() {
  const { d } = useMaterialTexts();
  const [form] = Form.useForm<Filters>();
  const { categories } = useOptions();
  const list = usePagedCall(farmMaterial.storageSelListByPage, "farm.stock");
  const columns: ColumnsType<StockView> = [
    {
      title: d("record.material"),
      dataIndex: "materialName",
      render: (name: string, s) => (
        <Space size={4} wrap>
          <span>
            {name}
            {s.spec ? ` · ${s.spec}` : ""}
          </span>
          {s.isLow && <ToneTag tone="red">{d("material.low")}</ToneTag>}
        </Space>
      ),
    },
    { title: d("catalog.category"), dataIndex: "category", width: 90, render: (v: MaterialCategory) => d(`categories.${v}`) },
    { title: d("stock.store"), dataIndex: "storeName", width: 110 },
    { title: d("stock.batchNo"), dataIndex: "batchNo", width: 130, render: (v: string) => v || d("stock.noBatch") },
    { title: d("stock.quantity"), dataIndex: "quantity", width: 130, render: (v: number, s) => qtyText(v, s.unit) },
    { title: d("stock.value"), dataIndex: "valueFen", width: 110, render: (v: number) => <Money fen={v} /> },
    { title: d("stock.firstIn"), dataIndex: "firstInDate", width: 110 },
  ];
  return (
    <div>
      <PageHeader
        title={d("stock.title")}
        extra={
          <Space wrap>
            <Link to="/farmingManage/stockManage/add">
              <Button type="primary" data-testid="stock-in">
                {d("stock.stockIn")}
              </Button>
            </Link>
            <Link to="/farmingManage/stockOutManage/add">
              <Button data-testid="stock-out">{d("stock.stockOut")}</Button>
            </Link>
          </Space>
        }
      />
      <LowStockAlert />
      <SearchBar
        form={form}
        testId="stock"
        onSearch={(v) => list.search({ keyword: v.keyword?.trim() || undefined, storeId: v.storeId, category: v.category, lowOnly: v.lowOnly || undefined, includeEmpty: v.includeEmpty || undefined })}
      >
        <Form.Item name="keyword" rules={[{ max: 40 }]}>
          <Input allowClear placeholder={`${d("record.material")} / ${d("stock.batchNo")}`} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="storeId">
          <RangeSelect kind="STORE" allowClear placeholder={d("stock.store")} aria-label={d("stock.store")} style={{ width: 130 }} />
        </Form.Item>
        <Form.Item name="category">
          <Select allowClear placeholder={d("catalog.category")} aria-label={d("catalog.category")} style={{ width: 120 }} options={categories} />
        </Form.Item>
        <Form.Item name="lowOnly" valuePropName="checked">
          <Checkbox>{d("material.lowOnly")}</Checkbox>
        </Form.Item>
        <Form.Item name="includeEmpty" valuePropName="checked">
          <Checkbox>{d("stock.includeEmpty")}</Checkbox>
        </Form.Item>
      </SearchBar>
      <PagedTable<StockView> data-testid="stock-table" rowKey="id" columns={columns} list={list} emptyText={d("stock.empty")} />
    </div>
  );
}
