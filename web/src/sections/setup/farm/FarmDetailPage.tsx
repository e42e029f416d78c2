import { manufacturer } from "@qinlian/contract";
import { App, Button, Card, Descriptions, Empty, Popconfirm, Skeleton, Space } from "antd";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useCall } from "../../../api";
import { formatTime } from "../../../kit/formatTime";
import { PageHeader } from "../../../kit/PageHeader";
import { ToneTag } from "../../../kit/ToneTag";
import { untilSettled } from "../../../kit/untilSettled";
import { useFormMutation } from "../../../kit/useFormMutation";
import { useWorkTexts } from "../../farmingManage/work/texts";
import { useDataTexts } from "../memberData/texts";
import { afterFarmChange, FARM_BASE, farmPath } from "./FarmList";

/** /setup/farmList/detail?id=: one farm; make it the current farm, edit, delete (refused while it still holds anything). */
export default function FarmDetailPage() {
  const { t, d } = useDataTexts();
  const w = useWorkTexts();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get("id") ?? "";
  const q = useCall(manufacturer.farmSelById, { id }, { enabled: !!id, errBySelf: true });
  const upd = useFormMutation(manufacturer.farmUpdById);
  const del = useFormMutation(manufacturer.farmDelById);
  const m = q.data;
  if (id && q.isLoading) return <Skeleton active />;
  if (!m)
    return (
      <Empty description={d("mfr.notFound")}>
        <Button onClick={() => void navigate(FARM_BASE)}>{t("common.back")}</Button>
      </Empty>
    );
  const none = w.d("common.none");
  const makeDefault = async () => {
    if (!(await upd.submit({ id: m.id, isDefault: true }))) return;
    void message.success(w.d("farm.switched", { name: m.name }));
    await afterFarmChange();
  };
  const remove = async () => {
    if (!(await del.submit({ id: m.id }))) return;
    void message.success(d("common.deleted"));
    await afterFarmChange();
    void navigate(FARM_BASE);
  };
  return (
    <div>
      <PageHeader
        title={w.d("farm.detailTitle")}
        extra={
          <Space wrap>
            {m.isDefault ? (
              <Link to="/farmingManage/index">
                <Button type="primary">{w.d("farm.enter")}</Button>
              </Link>
            ) : (
              <Button type="primary" onClick={() => void makeDefault()} loading={upd.isPending} data-testid="farm-make-default">
                {w.d("farm.setCurrent")}
              </Button>
            )}
            <Link to={farmPath("update", m.id)}>
              <Button>{d("common.edit")}</Button>
            </Link>
            <Popconfirm title={d("common.deleteConfirm")} description={w.d("farm.holdings")} onConfirm={untilSettled(remove)} okText={t("common.confirm")} cancelText={t("common.cancel")}>
              <Button danger data-testid="farm-delete">
                {d("common.delete")}
              </Button>
            </Popconfirm>
          </Space>
        }
      />
      <Card size="small">
        <Descriptions column={{ xs: 1, sm: 2 }} size="small" data-testid="farm-detail">
          <Descriptions.Item label={d("mfr.name")}>
            <Space wrap size={4}>
              {m.name}
              {m.isDefault && <ToneTag tone="volcano">{w.d("farm.current")}</ToneTag>}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={d("mfr.type")}>{d(`mfr.types.${m.type}`)}</Descriptions.Item>
          <Descriptions.Item label={d("mfr.stockOnHand")}>{m.stockOnHand ?? none}</Descriptions.Item>
          <Descriptions.Item label={d("mfr.barnCount")}>{m.barnCount ?? none}</Descriptions.Item>
          <Descriptions.Item label={d("mfr.areaMu")}>{m.areaMu ?? none}</Descriptions.Item>
          <Descriptions.Item label={d("mfr.area")}>{m.areaName}</Descriptions.Item>
          <Descriptions.Item label={d("mfr.address")}>{m.address}</Descriptions.Item>
          <Descriptions.Item label={d("mfr.coordinates")}>{m.longitude !== null && m.latitude !== null ? `${m.longitude}, ${m.latitude}` : none}</Descriptions.Item>
          <Descriptions.Item label={d("mfr.epidemicCertNo")}>{m.epidemicCertNo ?? none}</Descriptions.Item>
          <Descriptions.Item label={d("mfr.breedingLicenceNo")}>{m.breedingLicenceNo ?? none}</Descriptions.Item>
          <Descriptions.Item label={d("mfr.creditCode")}>{m.creditCode ?? none}</Descriptions.Item>
          <Descriptions.Item label={d("mfr.contactName")}>
            {m.contactName} · {m.contactPhone}
          </Descriptions.Item>
          <Descriptions.Item label={t("common.updatedAt", { defaultValue: "更新时间" })}>{formatTime(m.updatedAt)}</Descriptions.Item>
        </Descriptions>
      </Card>
    </div>
  );
}
