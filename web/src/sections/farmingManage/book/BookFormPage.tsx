import { bookCategoryInfo, farmBook, outputKind, bchSeverity, type BookDirection, type BookInput, type BookKind, type BookView } from "@qinlian/contract";
import { App, Button, Card, Col, Empty, Form, Input, InputNumber, Radio, Row, Skeleton } from "antd";
import { useEffect } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { useCall } from "../../../api";
import { DayInput, today } from "../../../kit/DayInput";
import { FieldSelect } from "../../../kit/FieldSelect";
import { invalidateCalls } from "../../../kit/invalidate";
import { MoneyInput, useMoneyRules } from "../../../kit/MoneyInput";
import { PageHeader } from "../../../kit/PageHeader";
import { SaveBackButtons } from "../../../kit/useEditPage";
import { useFormMutation } from "../../../kit/useFormMutation";
import { QtyInput, useQtyRules } from "../material/parts";
import { BatchSelect, DiseaseSelect, PlotSelect, useCategoryOptions } from "./parts";
import { useBookTexts } from "./texts";

/** Every read of the book (refreshed after a change). */
export const bookReads = [farmBook.selListByPage, farmBook.selListByParam, farmBook.selSummaryByParam];

type FormValues = Omit<BookInput, "kind">;

/** The kind a route is about: /farmingManage/jzbAdd, ccUpdate/:id, … */
export const kindOfPath = (path: string): BookKind => (/\/cc(Add|Update)/.test(path) ? "CC" : /\/bch(Add|Update)/.test(path) ? "BCH" : "JZB");

const toForm = (v: BookView): FormValues => ({
  date: v.date,
  plotId: v.plotId ?? undefined,
  batchId: v.batchId ?? undefined,
  note: v.note ?? undefined,
  direction: v.direction ?? undefined,
  category: v.category ?? undefined,
  amountFen: v.amountFen ?? undefined,
  item: v.item ?? undefined,
  laborDays: v.laborDays ?? undefined,
  counterparty: v.counterparty ?? undefined,
  outputKind: v.outputKind ?? undefined,
  product: v.product ?? undefined,
  quantity: v.quantity ?? undefined,
  unit: v.unit ?? undefined,
  valueFen: v.valueFen ?? undefined,
  diseaseCode: v.diseaseCode ?? undefined,
  severity: v.severity ?? undefined,
  affectedCount: v.affectedCount ?? undefined,
  affectedAreaMu: v.affectedAreaMu ?? undefined,
  measures: v.measures ?? undefined,
  lossFen: v.lossFen ?? undefined,
});

/** /farmingManage/jzbAdd, jzbUpdate/:id, ccAdd, ccUpdate/:id, bchAdd, bchUpdate/:id: one book entry. */
export default function BookFormPage() {
  const { d, t } = useBookTexts();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { id } = useParams();
  const kind = kindOfPath(pathname);
  const [form] = Form.useForm<FormValues>();
  const direction = Form.useWatch<BookDirection | undefined>("direction", form);
  const category = Form.useWatch("category", form);
  const categories = useCategoryOptions(direction);
  const current = useCall(farmBook.selListByParam, { id: id ?? "" }, { enabled: !!id, errBySelf: true });
  const row = current.data?.[0];
  useEffect(() => {
    if (row) form.setFieldsValue(toForm(row));
  }, [row, form]);
  const add = useFormMutation(farmBook.add, { form });
  const upd = useFormMutation(farmBook.upd, { form });
  const amountRules = useMoneyRules(d("f.amount"), { required: true, min: 1 });
  const moneyRules = useMoneyRules("", {});
  const qtyRules = useQtyRules(d("f.quantity"));
  const back = () => void navigate(`/farmingManage/list?tab=${kind}`);
  if (id && current.isLoading) return <Skeleton active />;
  if (id && (!row || row.kind !== kind))
    return (
      <Empty description={d("notFound")}>
        <Button onClick={back}>{t("common.back")}</Button>
      </Empty>
    );
  const onFinish = async (v: FormValues) => {
    const trim = (s: string | null | undefined) => s?.trim() || null;
    const common = { kind, date: v.date, plotId: v.plotId ?? null, batchId: v.batchId ?? null, note: trim(v.note), counterparty: trim(v.counterparty) };
    const body: BookInput =
      kind === "JZB"
        ? { ...common, direction: v.direction, category: v.category, amountFen: v.amountFen, item: trim(v.item), laborDays: v.category === "LABOUR" ? (v.laborDays ?? null) : null }
        : kind === "CC"
          ? { ...common, outputKind: v.outputKind, product: v.product?.trim(), quantity: v.quantity, unit: v.unit?.trim(), valueFen: v.valueFen ?? null }
          : { ...common, counterparty: null, diseaseCode: v.diseaseCode, severity: v.severity, affectedCount: v.affectedCount ?? null, affectedAreaMu: v.affectedAreaMu ?? null, measures: trim(v.measures), lossFen: v.lossFen ?? null };
    const done = id ? await upd.submit({ ...body, id }) : await add.submit(body);
    if (!done) return;
    void message.success(t("kit.edit.saved"));
    await invalidateCalls(...bookReads);
    back();
  };
  const req = (field: string, choose = false) => ({ required: true, message: d(choose ? "choose" : "required", { field }) });
  return (
    <div>
      <PageHeader title={d(`${id ? "editTitle" : "addTitle"}.${kind}`)} />
      <Form<FormValues>
        form={form}
        layout="vertical"
        onFinish={(v) => void onFinish(v)}
        initialValues={{ date: today(), direction: "EXPENSE" }}
        data-testid={`book-form-${kind}`}
        style={{ maxWidth: 760 }}
      >
        <Card size="small" style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            {kind === "JZB" && (
              <Col span={24}>
                <Form.Item name="direction" label={d("f.directionLabel")} rules={[req(d("f.directionLabel"), true)]}>
                  <Radio.Group
                    optionType="button"
                    buttonStyle="solid"
                    options={(["EXPENSE", "INCOME"] as const).map((v) => ({ value: v, label: d(`direction.${v}`) }))}
                    onChange={(e) => {
                      const c = form.getFieldValue("category") as keyof typeof bookCategoryInfo | undefined;
                      if (c && !bookCategoryInfo[c].directions.includes(e.target.value as BookDirection)) form.setFieldValue("category", undefined);
                    }}
                  />
                </Form.Item>
              </Col>
            )}
            <Col xs={24} md={12}>
              <Form.Item name="date" label={d("f.date")} rules={[req(d("f.date"), true)]}>
                <DayInput max={today()} data-testid="book-date" />
              </Form.Item>
            </Col>
            {kind === "JZB" && (
              <>
                <Col xs={24} md={12}>
                  <Form.Item name="category" label={d("f.category")} rules={[req(d("f.category"), true)]}>
                    <FieldSelect options={categories} data-testid="book-category" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="amountFen" label={d("f.amount")} rules={amountRules} required>
                    <MoneyInput data-testid="book-amount" />
                  </Form.Item>
                </Col>
                {category === "LABOUR" && (
                  <Col xs={24} md={12}>
                    <Form.Item name="laborDays" label={d("f.laborDays")}>
                      <InputNumber min={0} max={100_000} precision={1} style={{ width: "100%" }} />
                    </Form.Item>
                  </Col>
                )}
                <Col span={24}>
                  <Form.Item name="item" label={d("f.item")} rules={[{ max: 60 }]}>
                    <Input placeholder={d("f.itemPlaceholder")} data-testid="book-item" />
                  </Form.Item>
                </Col>
              </>
            )}
            {kind === "CC" && (
              <>
                <Col xs={24} md={12}>
                  <Form.Item name="outputKind" label={d("f.outputKind")} rules={[req(d("f.outputKind"), true)]}>
                    <FieldSelect options={outputKind.options.map((v) => ({ value: v, label: d(`outputKinds.${v}`) }))} data-testid="book-output-kind" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="product" label={d("f.product")} rules={[{ ...req(d("f.product")), whitespace: true }, { max: 40 }]}>
                    <Input placeholder={d("f.productPlaceholder")} data-testid="book-product" />
                  </Form.Item>
                </Col>
                <Col xs={14} md={8}>
                  <Form.Item name="quantity" label={d("f.quantity")} rules={qtyRules} required>
                    <QtyInput data-testid="book-quantity" />
                  </Form.Item>
                </Col>
                <Col xs={10} md={4}>
                  <Form.Item name="unit" label={d("f.unit")} rules={[{ ...req(d("f.unit")), whitespace: true }, { max: 10 }]}>
                    <Input placeholder={d("f.unitPlaceholder")} data-testid="book-unit" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="valueFen" label={d("f.value")} rules={moneyRules}>
                    <MoneyInput />
                  </Form.Item>
                </Col>
              </>
            )}
            {kind === "BCH" && (
              <>
                <Col xs={24} md={12}>
                  <Form.Item name="diseaseCode" label={d("f.disease")} rules={[req(d("f.disease"), true)]}>
                    <DiseaseSelect aria-label={d("f.disease")} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="severity" label={d("f.severity")} rules={[req(d("f.severity"), true)]}>
                    <Radio.Group optionType="button" options={bchSeverity.options.map((v) => ({ value: v, label: d(`severities.${v}`) }))} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={6}>
                  <Form.Item
                    name="affectedCount"
                    label={d("f.affectedCount")}
                    dependencies={["affectedAreaMu"]}
                    rules={[
                      ({ getFieldValue }) => ({
                        validator: (_r, v: number | null | undefined) => (v == null && getFieldValue("affectedAreaMu") == null ? Promise.reject(new Error(d("affectedNeeded"))) : Promise.resolve()),
                      }),
                    ]}
                  >
                    <InputNumber min={0} max={100_000_000} precision={0} style={{ width: "100%" }} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={6}>
                  <Form.Item name="affectedAreaMu" label={d("f.affectedAreaMu")}>
                    <InputNumber min={0} max={1_000_000} precision={2} style={{ width: "100%" }} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="lossFen" label={d("f.loss")} rules={moneyRules}>
                    <MoneyInput />
                  </Form.Item>
                </Col>
                <Col span={24}>
                  <Form.Item name="measures" label={d("f.measures")} rules={[{ max: 500 }]}>
                    <Input.TextArea rows={2} />
                  </Form.Item>
                </Col>
              </>
            )}
            <Col xs={24} md={12}>
              <Form.Item name="plotId" label={d("f.plot")}>
                <PlotSelect allowClear aria-label={d("f.plot")} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="batchId" label={d("f.batch")}>
                <BatchSelect allowClear aria-label={d("f.batch")} />
              </Form.Item>
            </Col>
            {kind !== "BCH" && (
              <Col xs={24} md={12}>
                <Form.Item name="counterparty" label={d(kind === "CC" ? "f.buyer" : "f.counterparty")} rules={[{ max: 40 }]}>
                  <Input />
                </Form.Item>
              </Col>
            )}
            <Col span={24}>
              <Form.Item name="note" label={d("f.note")} rules={[{ max: 500 }]}>
                <Input.TextArea rows={2} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <SaveBackButtons saving={add.isPending || upd.isPending} onBack={back} testId="book" />
      </Form>
    </div>
  );
}
