import { goods } from "@qinlian/contract";
import { App, InputNumber, Modal, Skeleton, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCall } from "../../../api";
import { Money } from "../../../kit/Money";
import { checkFen, MoneyInput } from "../../../kit/MoneyInput";
import { useRefreshGoods } from "./useGoodsActions";
import "./texts";
import { useFormMutation } from "../../../kit/useFormMutation";

interface Edit {
  price?: number;
  stock?: number;
}

/** The spec rows that changed, as updSpecPriceStock items (only changed fields are sent). */
export function changedSpecs(orig: { specId: string; listPrice: number; stock: number }[], edits: Record<string, Edit>) {
  return orig
    .map((o) => {
      const e = edits[o.specId] ?? {};
      const item: { specId: string; price?: number; stock?: number } = { specId: o.specId };
      if (e.price !== undefined && e.price !== o.listPrice) item.price = e.price;
      if (e.stock !== undefined && e.stock !== o.stock) item.stock = e.stock;
      return item;
    })
    .filter((i) => i.price !== undefined || i.stock !== undefined);
}

/** Quick price and stock changes for one goods' specs, without touching anything else (status stays). */
export function PriceStockModal({ goodsId, onClose }: { goodsId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const q = useCall(goods.selGoodsByIdManage, { goodsId: goodsId ?? "" }, { enabled: !!goodsId });
  const save = useFormMutation(goods.updSpecPriceStock);
  const refresh = useRefreshGoods();
  const [edits, setEdits] = useState<Record<string, Edit>>({});
  // Another goods' specs start with no edits.
  const [editsOf, setEditsOf] = useState(goodsId);
  if (editsOf !== goodsId) {
    setEditsOf(goodsId);
    setEdits({});
  }
  const specs = q.data?.specs ?? [];
  const submit = async () => {
    const items = changedSpecs(specs, edits);
    if (!items.length) return onClose();
    if (!(await save.submit({ items }))) return;
    await refresh();
    void message.success(t("goodsSeller.ps.saved"));
    onClose();
  };
  const bad = Object.values(edits).some((e) => (e.price !== undefined && checkFen(e.price, { required: true, min: 1 }) !== null) || (e.stock !== undefined && !(Number.isInteger(e.stock) && e.stock >= 0)));
  return (
    <Modal
      open={!!goodsId}
      title={t("goodsSeller.ps.title", { name: q.data?.name ?? "" })}
      width={720}
      onCancel={onClose}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: bad }}
      onOk={() => void submit()}
      destroyOnHidden
    >
      {q.isLoading ? (
        <Skeleton active />
      ) : (
        <Table scroll={{ x: "max-content" }}
          rowKey="specId"
          size="small"
          pagination={false}
          dataSource={specs}
          columns={[
            { title: t("kitEditors.spec.name"), dataIndex: "name" },
            { title: t("goodsSeller.ps.current"), width: 110, render: (_v, r) => <Money fen={r.listPrice} /> },
            {
              title: t("kitEditors.spec.price"),
              width: 150,
              render: (_v, r) => <MoneyInput value={edits[r.specId]?.price ?? r.listPrice} onChange={(price) => setEdits({ ...edits, [r.specId]: { ...edits[r.specId], price } })} status={edits[r.specId]?.price !== undefined && checkFen(edits[r.specId]?.price, { required: true, min: 1 }) ? "error" : undefined} />,
            },
            {
              title: t("kitEditors.spec.stock"),
              width: 130,
              render: (_v, r) => (
                <InputNumber
                  min={0}
                  precision={0}
                  max={100_000_000}
                  value={edits[r.specId]?.stock ?? r.stock}
                  onChange={(v) => setEdits({ ...edits, [r.specId]: { ...edits[r.specId], stock: v == null ? undefined : Number(v) } })}
                />
              ),
            },
          ]}
        />
      )}
    </Modal>
  );
}
