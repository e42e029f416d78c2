import { Button } from "antd";
import { Link } from "react-router";
import { useWorkTexts } from "../../farmingManage/work/texts";

/**
 * Links from a plot on the map to its field work and inspection logs (/farmingManageMap/farmingWorking/:id,
 * /farmingManageMap/watchLogs/:id). Meant for the map's plot card (farmingManageMap/land/PlotInfoCard.tsx,
 * not this area's file: the lead adds `<PlotWorkLinks plotId={plot.id} />` beside its record link).
 */
export function PlotWorkLinks({ plotId }: { plotId: string }) {
  const { d } = useWorkTexts();
  const id = encodeURIComponent(plotId);
  return (
    <>
      <Link to={`/farmingManageMap/farmingWorking/${id}`}>
        <Button type="link" size="small" data-testid="plot-info-work">
          {d("work.title")}
        </Button>
      </Link>
      <Link to={`/farmingManageMap/watchLogs/${id}`}>
        <Button type="link" size="small" data-testid="plot-info-watch">
          {d("watch.title")}
        </Button>
      </Link>
    </>
  );
}
