import { promotion, type PromotionGoodsRef } from "@qinlian/contract";
import { Button, List, Space } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { GoodsThumb } from "../../../kit/GoodsThumb";
import { Money } from "../../../kit/Money";
import { PagedPickerModal } from "../../../kit/PagedPickerModal";
import "./texts";

type PickCall = typeof promotion.selPromotionGoods | typeof promotion.selAdvanceSaleGoods;

/** The picker dialog over the shop's goods (with their specs), one or several. */
export function GoodsPickerModal({ open, call, title, multiple, max, disabledKeys, onOk, onCancel }: { open: boolean; call: PickCall; title: string; multiple?: boolean; max?: number; disabledKeys?: readonly string[]; onOk: (rows: PromotionGoodsRef[]) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <PagedPickerModal
      open={open}
      title={title}
      call={call as typeof promotion.selPromotionGoods}
      rowKey="goodsId"
      multiple={multiple}
      max={max}
      disabledKeys={disabledKeys}
      input={(keyword) => ({ keyword })}
      columns={[
        { title: t("promotion.form.pickerGoods"), render: (_v, r: PromotionGoodsRef) => <GoodsThumb name={r.name} image={r.mainImage} /> },
        { title: t("promotion.form.pickerSpecs"), width: 220, render: (_v, r: PromotionGoodsRef) => r.specs.map((s) => s.name).join(" / ") },
        { title: t("promotion.form.pickerStatus"), width: 90, render: (_v, r: PromotionGoodsRef) => t(`promotion.goodsStatus.${r.status}`) },
      ]}
      onOk={(rows) => onOk(rows)}
      onCancel={onCancel}
    />
  );
}

/** A promotion's chosen goods (form value: goods ids), with the picker to add more (≤ 100). */
export function GoodsIdsField({ value = [], onChange, refs, onRefs }: { value?: string[]; onChange?: (v: string[]) => void; refs: ReadonlyMap<string, PromotionGoodsRef>; onRefs: (rows: PromotionGoodsRef[]) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div data-testid="promotion-goods">
      <List
        size="small"
        bordered
        locale={{ emptyText: t("promotion.v.goods") }}
        dataSource={value}
        renderItem={(id) => {
          const g = refs.get(id);
          return (
            <List.Item
              actions={[
                <Button key="rm" type="link" size="small" danger onClick={() => onChange?.(value.filter((x) => x !== id))}>
                  {t("promotion.form.remove")}
                </Button>,
              ]}
            >
              <GoodsThumb name={g?.name ?? id} image={g?.mainImage ?? null} sub={g ? g.specs.map((s) => s.name).join(" / ") : undefined} />
            </List.Item>
          );
        }}
        style={{ maxHeight: 320, overflow: "auto", marginBottom: 8 }}
      />
      <Space wrap>
        <Button icon={<PlusOutlined />} onClick={() => setOpen(true)} disabled={value.length >= 100} data-testid="promotion-pick-goods">
          {t("promotion.form.pickGoods")}
        </Button>
        <span style={{ color: "#595959" }}>{t("promotion.form.picked", { n: value.length })}</span>
      </Space>
      <GoodsPickerModal
        open={open}
        call={promotion.selPromotionGoods}
        title={t("promotion.form.pickGoods")}
        multiple
        max={100 - value.length}
        disabledKeys={value}
        onCancel={() => setOpen(false)}
        onOk={(rows) => {
          setOpen(false);
          onRefs(rows);
          onChange?.([...value, ...rows.map((r) => r.goodsId).filter((id) => !value.includes(id))]);
        }}
      />
    </div>
  );
}

/** One goods chosen by the picker (form value: its id), shown by name. */
export function OneGoodsField({ value, onChange, refs, onRefs, call, onPicked, testId, label }: { label: string; value?: string; onChange?: (v: string) => void; refs: ReadonlyMap<string, PromotionGoodsRef>; onRefs: (rows: PromotionGoodsRef[]) => void; call: PickCall; onPicked?: (g: PromotionGoodsRef) => void; testId?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const g = value ? refs.get(value) : undefined;
  return (
    <>
      <Space wrap>
        {value && <GoodsThumb name={g?.name ?? value} image={g?.mainImage ?? null} sub={g?.specs[0] ? <Money fen={g.specs[0].listPrice} /> : undefined} />}
        <Button size="small" onClick={() => setOpen(true)} data-testid={testId}>
          {value ? t("promotion.form.change") : label}
        </Button>
      </Space>
      <GoodsPickerModal
        open={open}
        call={call}
        title={label}
        onCancel={() => setOpen(false)}
        onOk={([row]) => {
          setOpen(false);
          if (!row) return;
          onRefs([row]);
          onChange?.(row.goodsId);
          onPicked?.(row);
        }}
      />
    </>
  );
}
