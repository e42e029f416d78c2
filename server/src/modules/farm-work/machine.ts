import { workState, type WorkEvent, type WorkState } from "@qinlian/contract";
import { isNull } from "drizzle-orm";
import { defineMachine } from "../../kit/machine";
import { storeMachine } from "../../kit/transition";
import { farmWorkTask } from "./schema";

export type { WorkEvent, WorkState };

declare module "../../kit/events" {
  interface DomainEvents {
    /** A field-work task changed state (started, done, cancelled). */
    "farmWork.changed": { id: string; from: WorkState; to: WorkState; event: WorkEvent };
  }
}

/**
 * A field-work task's life (农事作业; the spec's "farming service: start, save result, done"):
 *
 *   (new)   TODO       created with a plan date and an assignee
 *   TODO   --start-->   DOING       work begins (startedAt)
 *   TODO   --cancel-->  CANCELLED   no longer needed (reason kept)
 *   DOING  --done-->    DONE        finished (doneAt); the result may be saved with it
 *   DOING  --cancel-->  CANCELLED   abandoned (reason kept)
 *
 * "Save result" is not a move: it writes result, hours and photos while DOING (service.saveResult).
 * DONE and CANCELLED are final. Only TODO and CANCELLED tasks may be deleted (the others hold results).
 */
export const workMachine = storeMachine(
  defineMachine<WorkState, WorkEvent>({
    name: "farm-work",
    states: workState.options,
    labels: { TODO: "待开始", DOING: "进行中", DONE: "已完成", CANCELLED: "已取消" },
    eventLabels: { start: "开始作业", done: "完成作业", cancel: "取消作业" },
    transitions: {
      TODO: { start: "DOING", cancel: "CANCELLED" },
      DOING: { done: "DONE", cancel: "CANCELLED" },
      DONE: {},
      CANCELLED: {},
    },
  }),
  {
    entity: "FARM_WORK",
    table: farmWorkTask,
    state: "state",
    live: isNull(farmWorkTask.deletedAt),
    noun: "农事作业",
    announce: { event: "farmWork.changed", payload: (c) => c },
  },
);
