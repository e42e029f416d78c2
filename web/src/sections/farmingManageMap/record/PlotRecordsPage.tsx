import { farmLand, farmRecord } from "@qinlian/contract";
import { Button, Space } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useCall } from "../../../api";
import { PageHeader } from "../../../kit/PageHeader";
import { RecordsTable } from "../../farmingManage/record/RecordsTable";
import "../../farmingManage/record/record.texts";

/** /farmingManageMap/record/:id — a plot's records (every crop type), opened from the map. */
export default function PlotRecordsPage() {
  const { id = "" } = useParams();
  const { t, i18n } = useTranslation();
  const plot = useCall(farmLand.selById, { id }, { enabled: !!id, errBySelf: true });
  const types = useCall(farmRecord.selBaseTplByCategoryId, { categoryId: "CROP" });
  const name = plot.data?.name ?? "";
  return (
    <div>
      <PageHeader
        title={`${t("farmRecord.plotRecords")}${name ? ` · ${name}` : ""}`}
        extra={
          <Link to="/farmingManageMap/index">
            <Button>{t("farmRecord.back")}</Button>
          </Link>
        }
      />
      <Space wrap style={{ marginBottom: 12 }}>
        {(types.data ?? []).map((x) => (
          <Link key={x.code} to={`/farmingManageMap/record/${x.code}/add?plotId=${encodeURIComponent(id)}`}>
            <Button size="large">
              {t("farmRecord.addOfType")} · {i18n.language === "en" ? x.nameEn : x.name}
            </Button>
          </Link>
        ))}
      </Space>
      <RecordsTable
        fixed={{ subjectKind: "PLOT", subjectId: id }}
        editPath={(r) => `/farmingManageMap/record/${r.type}/update?id=${encodeURIComponent(r.id)}&plotId=${encodeURIComponent(id)}`}
        emptyText={t("farmRecord.empty", { type: "" })}
      />
    </div>
  );
}
