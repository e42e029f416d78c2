import { farmLand, type PlotEvent, type PlotState, type PlotView } from "@qinlian/contract";
import { DownOutlined } from "@ant-design/icons";
import { App, Button, Dropdown, Input, Modal, Skeleton } from "antd";
import { lazy, Suspense, useState, type ComponentProps } from "react";
import { invalidateCalls } from "../../../kit/invalidate";
import { ToneTag } from "../../../kit/ToneTag";
import { useFormMutation } from "../../../kit/useFormMutation";
import { plotStateLabels, useLandTexts } from "./texts";

/** Every read of plots: invalidated after any change. */
export const plotReads = [farmLand.selListByParam, farmLand.selListByPage, farmLand.selById, farmLand.selFarmingDetailByParam, farmLand.seasonListByPage];

export function PlotStateTag({ state }: { state: PlotState }) {
  const { d } = useLandTexts();
  return (
    <ToneTag tone={plotStateLabels[state].color} data-testid={`plot-state-${state}`}>
      {d(`states.${state}`)}
    </ToneTag>
  );
}

export const mu = (v: number) => v.toFixed(2);

/** The state moves the plot allows now (from the server's `actions`), each asking for an optional reason. */
export function PlotStateActions({ plot, size = "small" }: { plot: PlotView; size?: "small" | "middle" }) {
  const { d, t } = useLandTexts();
  const { message } = App.useApp();
  const move = useFormMutation(farmLand.updStateById);
  const [event, setEvent] = useState<PlotEvent | null>(null);
  const [reason, setReason] = useState("");
  if (!plot.actions.length) return null;
  const confirm = async () => {
    if (!event) return;
    if (!(await move.submit({ id: plot.id, event, reason: reason.trim() || undefined }))) return;
    setEvent(null);
    setReason("");
    void message.success(d("common.moved"));
    await invalidateCalls(...plotReads);
  };
  return (
    <>
      <Dropdown
        trigger={["click"]}
        menu={{ items: plot.actions.map((e) => ({ key: e, label: d(`events.${e}`), "data-testid": `plot-event-${e}` })), onClick: ({ key }) => setEvent(key as PlotEvent) }}
      >
        <Button size={size} type="link" data-testid={`plot-actions-${plot.id}`}>
          {d("plot.changeState")} <DownOutlined />
        </Button>
      </Dropdown>
      <Modal
        open={!!event}
        title={event ? `${d(`events.${event}`)} · ${plot.name}` : ""}
        okText={t("common.confirm")}
        cancelText={t("common.cancel")}
        confirmLoading={move.isPending}
        onOk={() => void confirm()}
        onCancel={() => setEvent(null)}
        destroyOnHidden
      >
        <Input.TextArea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} rows={3} placeholder={d("plot.reason")} data-testid="plot-event-reason" />
      </Modal>
    </>
  );
}

const LazyEditor = lazy(() => import("./map/PlotEditor"));
const LazyMap = lazy(() => import("./map/PlotMap"));

/** The drawing map, loaded with its own chunk (Leaflet, Geoman, Turf) only when a screen shows it. */
export function PlotEditorLazy(props: ComponentProps<typeof LazyEditor>) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: "100%", height: 300 }} />}>
      <LazyEditor {...props} />
    </Suspense>
  );
}

export function PlotMapLazy(props: ComponentProps<typeof LazyMap>) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: "100%", height: 300 }} />}>
      <LazyMap {...props} />
    </Suspense>
  );
}

/** "3 茬" / "3 seasons", and "1 season" (the light i18n has no plural forms). */
export const seasonsText = (d: (key: string, opts?: Record<string, unknown>) => string, n: number): string => (n === 1 ? d("plot.seasonOne") : d("plot.seasonCount", { count: n }));
