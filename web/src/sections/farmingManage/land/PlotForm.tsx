import { farmLand, irrigationTypes, plotUses, soilTypes, type PlotGeometry, type PlotInput, type PlotView } from "@qinlian/contract";
import { App, Button, Card, Col, Form, Input, Row, Space } from "antd";
import { useCall } from "../../../api";
import { AreaCascader } from "../../../kit/AreaCascader";
import { FieldSelect } from "../../../kit/FieldSelect";
import { invalidateCalls } from "../../../kit/invalidate";
import { useFormMutation } from "../../../kit/useFormMutation";
import { problemOf } from "./map/geo";
import { PlotEditorLazy, plotReads } from "./parts";
import { useLandTexts } from "./texts";

export interface PlotFormValues {
  name: string;
  geometry: PlotGeometry | null;
  use: PlotInput["use"];
  soilType?: PlotInput["soilType"];
  irrigation?: PlotInput["irrigation"];
  crop?: string;
  areaCode?: string;
  managerName?: string;
  note?: string;
}

/** The request body for the form's values (empty texts left out; the outline is required by the rules). */
export function plotBody(v: PlotFormValues): PlotInput {
  return {
    name: v.name.trim(),
    geometry: v.geometry as PlotGeometry,
    use: v.use,
    soilType: v.soilType,
    irrigation: v.irrigation,
    crop: v.crop?.trim() ?? "",
    areaCode: v.areaCode || undefined,
    managerName: v.managerName?.trim() ?? "",
    note: v.note?.trim() ?? "",
  };
}

const initialOf = (plot: PlotView | null | undefined): Partial<PlotFormValues> =>
  plot
    ? {
        name: plot.name,
        geometry: plot.geometry,
        use: plot.use,
        soilType: plot.soilType ?? undefined,
        irrigation: plot.irrigation ?? undefined,
        crop: plot.crop ?? "",
        areaCode: plot.areaCode,
        managerName: plot.managerName ?? "",
        note: plot.note ?? "",
      }
    : { use: "CROP", geometry: null };

export interface PlotFormProps {
  /** Editing this plot (else a new one). */
  plot?: PlotView | null;
  mapHeight?: number | string;
  onDone: (p: PlotView) => void;
  onCancel: () => void;
}

/**
 * A plot's outline (drawn on the map) and details. Checks before submitting (required fields, lengths,
 * the outline as the server checks it) and shows the server's refusals under their fields.
 */
export function PlotForm({ plot, mapHeight = 420, onDone, onCancel }: PlotFormProps) {
  const { t, d } = useLandTexts();
  const { message } = App.useApp();
  const [form] = Form.useForm<PlotFormValues>();
  const others = useCall(farmLand.selListByParam, {});
  const add = useFormMutation(farmLand.add, { form });
  const upd = useFormMutation(farmLand.updById, { form });

  const onFinish = async (v: PlotFormValues) => {
    const body = plotBody(v);
    const saved = plot ? await upd.submit({ id: plot.id, ...body }) : await add.submit(body);
    if (!saved) return;
    void message.success(d("common.saved"));
    await invalidateCalls(...plotReads);
    onDone(saved);
  };
  const required = (field: string) => ({ required: true, whitespace: true, message: d("common.required", { field: d(field) }) });
  const chosen = (field: string) => ({ required: true, message: d("common.chooseRequired", { field: d(field) }) });

  return (
    <Form<PlotFormValues> form={form} layout="vertical" onFinish={(v) => void onFinish(v)} initialValues={initialOf(plot)} data-testid="plot-form" style={{ maxWidth: 960 }}>
      <Card size="small" style={{ marginBottom: 16 }} title={d("plot.outline")}>
        <Form.Item
          name="geometry"
          rules={[
            {
              validator: (_r, g: PlotGeometry | null) => {
                if (!g) return Promise.reject(new Error(d("plot.outlineRequired")));
                const p = problemOf(g);
                return p ? Promise.reject(new Error(d(`map.${p}`))) : Promise.resolve();
              },
            },
          ]}
          style={{ marginBottom: 0 }}
        >
          <GeometryField height={mapHeight} others={(others.data ?? []).filter((o) => o.id !== plot?.id)} />
        </Form.Item>
      </Card>
      <Card size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={d("plot.name")} rules={[required("plot.name"), { max: 40 }]}>
              <Input placeholder={d("plot.namePlaceholder")} data-testid="plot-name" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="use" label={d("plot.use")} rules={[chosen("plot.use")]}>
              <FieldSelect options={plotUses.map((v) => ({ value: v, label: d(`uses.${v}`) }))} data-testid="plot-use" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="crop" label={d("plot.crop")} rules={[{ max: 40 }]}>
              <Input placeholder={d("plot.cropPlaceholder")} data-testid="plot-crop" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="soilType" label={d("plot.soilType")}>
              <FieldSelect allowClear options={soilTypes.map((v) => ({ value: v, label: d(`soils.${v}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="irrigation" label={d("plot.irrigation")}>
              <FieldSelect allowClear options={irrigationTypes.map((v) => ({ value: v, label: d(`irrigations.${v}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="areaCode" label={d("plot.county")} extra={d("plot.countyHint")}>
              <AreaCascader />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="managerName" label={d("plot.manager")} rules={[{ max: 30 }]}>
              <Input placeholder={d("plot.managerPlaceholder")} data-testid="plot-manager" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="note" label={d("plot.note")} rules={[{ max: 500 }]}>
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Space>
        <Button type="primary" htmlType="submit" loading={add.isPending || upd.isPending} data-testid="plot-submit">
          {t("common.save")}
        </Button>
        <Button onClick={onCancel}>{t("common.back")}</Button>
      </Space>
    </Form>
  );
}

/** The form item's control: the lazy drawing map as a controlled value. */
function GeometryField(props: { value?: PlotGeometry | null; onChange?: (g: PlotGeometry | null) => void; height: number | string; others: PlotView[] }) {
  return <PlotEditorLazy value={props.value ?? null} onChange={props.onChange} others={props.others} height={props.height} />;
}
