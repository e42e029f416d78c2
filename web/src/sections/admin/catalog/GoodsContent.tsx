import type { GoodsView } from "@qinlian/contract";
import { Card, Descriptions, Image, Space, Table, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { Money } from "../../../kit/Money";
import { RichTextView } from "../../../kit/RichTextEditor";
import "../../../kit/catalog.texts";
import "./texts";

/** A goods record in full for review: facts, specs with prices and stock, images, description, trace batches. */
export function GoodsContent({ g }: { g: GoodsView }) {
  const { t } = useTranslation();
  return (
    <>
      <Card size="small" style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={2}>
          <Descriptions.Item label={t("catalogAdmin.goods.name")} span={2}>
            {g.name} {g.subTitle && <span style={{ color: "#595959" }}>— {g.subTitle}</span>}
          </Descriptions.Item>
          <Descriptions.Item label={t("catalogAdmin.goods.type")}>{t(`catalog.goodsType.${g.type}`)}</Descriptions.Item>
          <Descriptions.Item label={t("catalogAdmin.goods.category")}>{g.categoryPath.map((c) => c.name).join(" / ") || "-"}</Descriptions.Item>
          <Descriptions.Item label={t("catalogAdmin.goods.origin")}>{g.originAreaName ?? "-"}</Descriptions.Item>
          <Descriptions.Item label={t("catalogAdmin.goods.unit")}>{g.unitName ?? "-"}</Descriptions.Item>
          <Descriptions.Item label={t("catalogAdmin.goods.delivery")}>{g.deliveryRange.nationwide ? t("catalogAdmin.goods.nationwide") : g.deliveryRange.areas.map((a) => a.name).join("、")}</Descriptions.Item>
          <Descriptions.Item label={t("catalogAdmin.goods.logistics")}>{g.logistics.map((l) => l.name).join("、") || "-"}</Descriptions.Item>
          <Descriptions.Item label={t("catalogAdmin.goods.attributes")} span={2}>
            {g.attributes.map((a) => (
              <Tag key={a.name}>
                {a.name}：{a.value}
              </Tag>
            ))}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {g.specs.length > 0 && (
        <Table
          size="small"
          rowKey="specId"
          pagination={false}
          style={{ marginBottom: 16 }}
          dataSource={g.specs}
          columns={[
            { title: t("catalogAdmin.goods.spec"), dataIndex: "name" },
            { title: t("catalogAdmin.goods.listPrice"), width: 120, render: (_v, r) => <Money fen={r.listPrice} /> },
            { title: t("catalogAdmin.goods.memberPrice"), width: 120, render: (_v, r) => <Money fen={r.memberPrice} /> },
            { title: t("catalogAdmin.goods.stock"), dataIndex: "stock", width: 100 },
          ]}
        />
      )}
      {g.images.length > 0 && (
        <Card size="small" title={t("catalogAdmin.goods.images")} style={{ marginBottom: 16 }}>
          <Image.PreviewGroup>
            <Space wrap>
              {g.images.map((u) => (
                <Image key={u} src={u} width={96} alt="" />
              ))}
            </Space>
          </Image.PreviewGroup>
        </Card>
      )}
      <Card size="small" title={t("catalogAdmin.goods.description")} style={{ marginBottom: 16 }}>
        <RichTextView html={g.description} />
      </Card>
      {g.traces.length > 0 && (
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          style={{ marginBottom: 16 }}
          dataSource={g.traces}
          columns={[
            { title: t("catalogAdmin.goods.batch"), dataIndex: "batchNo" },
            { title: t("catalogAdmin.goods.farm"), dataIndex: "farmName" },
            { title: t("catalogAdmin.goods.dates"), render: (_v, r) => `${r.startDate} ~ ${r.endDate ?? ""}` },
            { title: t("catalogAdmin.goods.inspection"), render: (_v, r) => r.inspectionNo ?? "-" },
          ]}
        />
      )}
    </>
  );
}
