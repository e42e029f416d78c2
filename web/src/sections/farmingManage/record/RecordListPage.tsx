import { farmRecord } from "@qinlian/contract";
import { Alert, Button, Select, Space } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { useCall } from "../../../api";
import { PageHeader } from "../../../kit/PageHeader";
import { BatchesPanel } from "./BatchesPanel";
import { useSubjects, useTemplate } from "./RecordFields";
import { RecordsTable } from "./RecordsTable";
import "./record.texts";

/**
 * /farmingManage/record/:type — the records of one type (search by date range and subject, paged,
 * columns from the type's definitions), with the batches of its category as a second tab (the spec
 * names batches but no route of their own).
 */
export default function RecordListPage() {
  const { type = "" } = useParams();
  const [q, setQ] = useSearchParams();
  const navigate = useNavigate();
  const { t, i18n } = useTranslation();
  const tpl = useTemplate(type);
  const category = tpl.title?.category;
  const types = useCall(farmRecord.selBaseTplByCategoryId, { categoryId: category ?? "HOUSE" }, { enabled: !!category });
  const subjects = useSubjects(category);
  const tab = q.get("tab") === "batches" ? "batches" : "records";
  const batchId = q.get("batch") ?? undefined;
  if (tpl.failed) return <Alert type="warning" showIcon message={t("farmRecord.unknownType")} />;
  if (!tpl.title || !tpl.defs || !category) return null;
  const name = i18n.language === "en" ? tpl.title.nameEn : tpl.title.name;
  const typeSwitch = (
    <Space wrap style={{ marginBottom: 12 }}>
      <Select
        aria-label={t("farmRecord.types")}
        value={type}
        style={{ minWidth: 140 }}
        onChange={(v: string) => void navigate(`/farmingManage/record/${v}${tab === "batches" ? "?tab=batches" : ""}`)}
        options={(types.data ?? []).map((x) => ({ value: x.code, label: i18n.language === "en" ? x.nameEn : x.name }))}
      />
      <Select
        aria-label={t("farmRecord.house")}
        value={category}
        style={{ minWidth: 120 }}
        onChange={(c: string) => void navigate(`/farmingManage/record/${c === "CROP" ? "SOWING" : "FEED"}`)}
        options={[
          { value: "HOUSE", label: t("farmRecord.house") },
          { value: "CROP", label: t("farmRecord.crop") },
        ]}
      />
    </Space>
  );
  return (
    <div>
      <PageHeader
        tabs={[
          { name: "records", label: `${name} · ${t("farmRecord.records")}` },
          { name: "batches", label: t("farmRecord.batches") },
        ]}
        active={tab}
        onChange={(n) => setQ(n === "batches" ? { tab: "batches" } : {})}
      />
      {typeSwitch}
      {tab === "batches" ? (
        <BatchesPanel category={category} type={type} />
      ) : (
        <RecordsTable
          key={batchId ?? "all"}
          type={type}
          defs={tpl.defs}
          fixed={batchId ? { batchId } : undefined}
          subjects={subjects}
          editPath={(r) => `/farmingManage/record/${type}/update/${r.id}`}
          emptyText={t("farmRecord.empty", { type: name })}
          actions={
            <Link to={`/farmingManage/record/${type}/add`}>
              <Button type="primary">{t("farmRecord.addRows")}</Button>
            </Link>
          }
        />
      )}
    </div>
  );
}
