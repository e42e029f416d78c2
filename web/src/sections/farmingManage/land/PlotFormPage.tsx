import { farmLand } from "@qinlian/contract";
import { Button, Empty, Skeleton } from "antd";
import { useNavigate, useSearchParams } from "react-router";
import { useCall } from "../../../api";
import { PageHeader } from "../../../kit/PageHeader";
import { detailPath } from "./paths";
import { PlotForm } from "./PlotForm";
import { useLandTexts } from "./texts";

const LIST = "/farmingManage/farmlands";

/** /farmingManage/farmlandsUpdate: adds a plot, or edits the plot `?id=`. */
export default function PlotFormPage() {
  const { t, d } = useLandTexts();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get("id") ?? "";
  const current = useCall(farmLand.selById, { id }, { enabled: !!id, errBySelf: true });

  if (id && current.isLoading) return <Skeleton active />;
  if (id && !current.data)
    return (
      <Empty description={d("common.notFound")}>
        <Button onClick={() => void navigate(LIST)}>{t("common.back")}</Button>
      </Empty>
    );
  return (
    <div>
      <PageHeader title={d(id ? "plot.editTitle" : "plot.addTitle")} />
      <PlotForm key={id || "new"} plot={current.data ?? null} onDone={(p) => void navigate(detailPath(p.id))} onCancel={() => void navigate(LIST)} />
    </div>
  );
}
