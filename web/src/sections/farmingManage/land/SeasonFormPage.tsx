import { farmLand } from "@qinlian/contract";
import { App, Button, Empty, Form, Skeleton } from "antd";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { useCall } from "../../../api";
import { invalidateCalls } from "../../../kit/invalidate";
import { PageHeader } from "../../../kit/PageHeader";
import { useFormMutation } from "../../../kit/useFormMutation";
import { plotReads } from "./parts";
import { historyPath } from "./paths";
import { SeasonForm, seasonBody, seasonInitial, type SeasonFormValues } from "./SeasonForm";
import { useLandTexts } from "./texts";

/**
 * /farmingManage/farmlandsHistoryAdd?infoId=&name=&areaId= (a new season of plot `infoId`) and
 * /farmingManage/farmlandsHistoryUpd/:id/:infoId/:name/:areaId (season `id` of plot `infoId`).
 */
export default function SeasonFormPage() {
  const { t, d } = useLandTexts();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const params = useParams();
  const [query] = useSearchParams();
  const seasonId = params.id ?? "";
  const plot = { id: params.infoId ?? query.get("infoId") ?? "", name: params.name ?? query.get("name") ?? "", areaCode: params.areaId ?? query.get("areaId") ?? "" };
  const [form] = Form.useForm<SeasonFormValues>();
  // The season to edit comes from the plot's detail (all its seasons), so one read serves both.
  const detail = useCall(farmLand.selFarmingDetailByParam, { plotId: plot.id }, { enabled: !!plot.id, errBySelf: true });
  const add = useFormMutation(farmLand.seasonAdd, { form });
  const upd = useFormMutation(farmLand.seasonUpdById, { form });
  const back = historyPath(plot);

  if (!plot.id) return <Empty description={d("common.notFound")} />;
  if (detail.isLoading) return <Skeleton active />;
  const season = seasonId ? detail.data?.seasons.find((s) => s.id === seasonId) : null;
  if (!detail.data || (seasonId && !season))
    return (
      <Empty description={d("common.notFound")}>
        <Button onClick={() => void navigate(back)}>{t("common.back")}</Button>
      </Empty>
    );
  const onFinish = async (v: SeasonFormValues) => {
    const body = seasonBody(v);
    const saved = seasonId ? await upd.submit({ id: seasonId, ...body }) : await add.submit({ plotId: plot.id, ...body });
    if (!saved) return;
    void message.success(d("common.saved"));
    await invalidateCalls(...plotReads);
    void navigate(back);
  };
  return (
    <div>
      <PageHeader title={d(seasonId ? "season.editTitle" : "season.addTitle", { name: detail.data.plot.name })} />
      <SeasonForm form={form} initial={seasonInitial(season)} pending={add.isPending || upd.isPending} onFinish={(v) => void onFinish(v)} onCancel={() => void navigate(back)} />
    </div>
  );
}
