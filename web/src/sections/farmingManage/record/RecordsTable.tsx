import { Money } from "../../../kit/Money";
import { farmRecord, type RecordAttrDef, type RecordEntryView, type RecordSubjectKind } from "@qinlian/contract";
import { Button, Form, Popconfirm, Select, Space, message, type TableColumnsType } from "antd";
import type { Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMutate } from "../../../api";
import { FieldRangePicker } from "../../../kit/FieldRangePicker";
import { invalidateCalls } from "../../../kit/invalidate";
import { ListPage } from "../../../kit/ListPage";
import { labelOf, parseSubject, useDiseases, valueText, type SubjectOption } from "./RecordFields";
import "./record.texts";

export interface RecordsTableProps {
  /** One type's records (its attributes become columns), or every type's (a plot's records). */
  type?: string;
  defs?: RecordAttrDef[];
  /** Fixed filter (a plot's page, a batch picked from the batches tab). */
  fixed?: { subjectKind?: RecordSubjectKind; subjectId?: string; batchId?: string };
  /** Subjects offered in the search form. */
  subjects?: SubjectOption[];
  editPath: (r: RecordEntryView) => string;
  actions?: React.ReactNode;
  emptyText: string;
}

/** A paged list of records with search by date range and subject, columns generated from the definitions. */
export function RecordsTable(props: RecordsTableProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const diseases = useDiseases();
  const del = useMutate(farmRecord.delRecordById);
  const defs = props.defs ?? [];
  const columns: TableColumnsType<RecordEntryView> = [
    { title: t("farmRecord.date"), dataIndex: "recordDate", width: 110 },
    ...(props.type ? [] : [{ title: t("farmRecord.types"), key: "type", render: (_v: unknown, r: RecordEntryView) => (lang === "en" ? r.typeNameEn : r.typeName) }]),
    { title: t("farmRecord.subject"), dataIndex: "subjectName" },
    ...defs.map((d) => ({
      title: labelOf(d, lang),
      key: d.key,
      responsive: d.required ? undefined : (["md"] as ("md")[]),
      render: (_v: unknown, r: RecordEntryView) => valueText(d, r.values[d.key], lang, diseases.byCode),
    })),
    ...(defs.some((d) => d.type === "MATERIAL")
      ? [{ title: t("farmRecord.cost"), dataIndex: "costFen", responsive: ["lg" as const], render: (v: number) => (v ? <Money fen={v} /> : "-") }]
      : []),
    { title: t("farmRecord.by"), dataIndex: "createdByName", responsive: ["lg"] },
    {
      title: "",
      key: "actions",
      render: (_v: unknown, r: RecordEntryView) => (
        <Space size={4}>
          <Link to={props.editPath(r)}>{t("farmRecord.edit")}</Link>
          <Popconfirm
            title={t("farmRecord.delConfirm")}
            onConfirm={() =>
              void (async () => {
                await del.mutateAsync({ id: r.id });
                void message.success(t("farmRecord.deleted"));
                await invalidateCalls(farmRecord.selRecordPage, farmRecord.selBatchPage);
              })()
            }
          >
            <Button type="link" size="small" danger>
              {t("farmRecord.del")}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <ListPage
      call={farmRecord.selRecordPage}
      listKey="farmRecord.records"
      rowKey="id"
      testId="record-list"
      input={(s) => {
        const dates = s.dates as [Dayjs | null, Dayjs | null] | undefined;
        const subject = parseSubject(typeof s.subject === "string" ? s.subject : undefined);
        return {
          ...(props.type ? { type: props.type } : {}),
          ...(dates?.[0] ? { dateFrom: dates[0].format("YYYY-MM-DD") } : {}),
          ...(dates?.[1] ? { dateTo: dates[1].format("YYYY-MM-DD") } : {}),
          ...(subject ? (subject.subjectKind === "BATCH" ? { batchId: subject.subjectId } : subject) : {}),
          ...props.fixed,
        };
      }}
      searchFields={
        <>
          <Form.Item name="dates" label={t("farmRecord.dateRange")}>
            <FieldRangePicker label={t("farmRecord.dateRange")} allowEmpty={[true, true]} style={{ maxWidth: 260 }} />
          </Form.Item>
          {props.subjects && (
            <Form.Item name="subject" label={t("farmRecord.subject")}>
              <Select allowClear showSearch optionFilterProp="label" style={{ minWidth: 200 }} options={props.subjects} />
            </Form.Item>
          )}
        </>
      }
      actions={props.actions}
      emptyText={props.emptyText}
      columns={columns}
    />
  );
}
