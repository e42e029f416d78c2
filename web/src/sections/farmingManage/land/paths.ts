import type { PlotView } from "@qinlian/contract";

/**
 * Paths of the plot screens (the spec's routes). `farmlandsHistory/:id/:name/:areaId` carries the
 * plot's id, name and county code (shown in the title without another read); the season screens get
 * the same three: `farmlandsHistoryAdd?infoId=&name=&areaId=` (the spec gives that route no
 * parameters, so they travel in the query) and `farmlandsHistoryUpd/:id/:infoId/:name/:areaId`
 * (`id` the season, `infoId` the plot). `farmlandsUpdate` adds a plot, or edits one with `?id=`.
 */
type PlotRef = Pick<PlotView, "id" | "name" | "areaCode">;

export const historyPath = (p: PlotRef) => `/farmingManage/farmlandsHistory/${encodeURIComponent(p.id)}/${encodeURIComponent(p.name)}/${encodeURIComponent(p.areaCode)}`;
export const seasonAddPath = (p: PlotRef) =>
  `/farmingManage/farmlandsHistoryAdd?${new URLSearchParams({ infoId: p.id, name: p.name, areaId: p.areaCode }).toString()}`;
export const seasonUpdPath = (seasonId: string, p: PlotRef) =>
  `/farmingManage/farmlandsHistoryUpd/${encodeURIComponent(seasonId)}/${encodeURIComponent(p.id)}/${encodeURIComponent(p.name)}/${encodeURIComponent(p.areaCode)}`;
export const detailPath = (id: string) => `/farmingManage/farmlandsDetails/${encodeURIComponent(id)}`;
export const editPath = (id?: string) => (id ? `/farmingManage/farmlandsUpdate?id=${encodeURIComponent(id)}` : "/farmingManage/farmlandsUpdate");
export const mapInfoPath = (id: string) => `/farmingManageMap/landInfo?id=${encodeURIComponent(id)}`;
