import { plotState, type PlotEvent, type PlotState } from "@qinlian/contract";
import { isNull } from "drizzle-orm";
import { defineMachine } from "../../kit/machine";
import { storeMachine } from "../../kit/transition";
import { landPlot } from "./schema";

export type { PlotEvent, PlotState };

declare module "../../kit/events" {
  interface DomainEvents {
    /** A land plot changed state (planted, harvested, fallowed, archived …). */
    "plot.changed": { id: string; from: PlotState; to: PlotState; event: PlotEvent };
  }
}

/**
 * A land plot's life (all moves are the farm's own; none is an operator's):
 *
 *   (new)     IDLE      a plot is created idle (the history records it from nothing)
 *   IDLE     --plant-->    GROWING   a crop sown or a flock placed on it
 *   IDLE     --fallow-->   FALLOW    left to rest
 *   IDLE     --archive-->  ARCHIVED  no longer farmed (kept for its history; hidden from the map by default)
 *   GROWING  --harvest-->  IDLE      harvested / flock sold out and the house cleaned
 *   FALLOW   --resume-->   IDLE      rest over
 *   FALLOW   --archive-->  ARCHIVED
 *   ARCHIVED --restore-->  IDLE      farmed again
 *
 * A GROWING plot can neither be archived nor deleted (harvest first).
 */
export const plotMachine = storeMachine(
  defineMachine<PlotState, PlotEvent>({
    name: "land-plot",
    states: plotState.options,
    labels: { IDLE: "空闲", GROWING: "种养中", FALLOW: "休耕", ARCHIVED: "已归档" },
    eventLabels: { plant: "开始种养", harvest: "收获清棚", fallow: "休耕", resume: "结束休耕", archive: "归档", restore: "恢复使用" },
    transitions: {
      IDLE: { plant: "GROWING", fallow: "FALLOW", archive: "ARCHIVED" },
      GROWING: { harvest: "IDLE" },
      FALLOW: { resume: "IDLE", archive: "ARCHIVED" },
      ARCHIVED: { restore: "IDLE" },
    },
  }),
  {
    entity: "LAND_PLOT",
    table: landPlot,
    state: "state",
    live: isNull(landPlot.deletedAt),
    noun: "地块",
    announce: { event: "plot.changed", payload: (c) => c },
  },
);
