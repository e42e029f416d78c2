import { cleanup, render, screen } from "@testing-library/react";
import { App } from "antd";
import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { queryClient } from "../../../app/query";
import type { WorkView } from "@qinlian/contract";
import { afterEach, describe, expect, it } from "vitest";
import { routeOf } from "../../../app/sections";
import { oneDecimalRule, workTitle } from "./parts";
import { WorkActions } from "./WorkActions";

describe("field work, growth and watch log screens", () => {
  it("serve the spec's paths, each behind login and its function", () => {
    const expected: [string, string][] = [
      ["/farmingManage/index", "farmingManage.land.index"],
      ["/farmingManage/farmList", "farmingManage.land.farmList"],
      ["/farmingManage/farmingWorking", "farmingManage.record.working"],
      ["/farmingManage/farmingWorking/details", "farmingManage.record.working"],
      ["/farmingManage/farmingWorking/update/w1", "farmingManage.record.working"],
      ["/farmingManage/growLogs", "farmingManage.record.growLogs"],
      ["/farmingManage/growLogsAdd", "farmingManage.record.growLogs"],
      ["/farmingManage/growLogsUpdate/g1", "farmingManage.record.growLogs"],
      ["/farmingManage/watchLogs", "farmingManage.record.watchLogs"],
      ["/farmingManage/watchLogs/add", "farmingManage.record.watchLogs"],
      ["/farmingManage/watchLogs/update/v1", "farmingManage.record.watchLogs"],
      ["/farmingManageMap/watchLogs/p1", "farmingManage.land.map"],
      ["/farmingManageMap/farmingWorking/p1", "farmingManage.land.map"],
      ["/farmingManageMap/farmingWorking/update/w1", "farmingManage.land.map"],
      ["/setup/farmList", "setup.org.farmList"],
      ["/setup/farmList/add", "setup.org.farmList"],
      ["/setup/farmList/detail", "setup.org.farmList"],
      ["/setup/farmList/update", "setup.org.farmList"],
    ];
    for (const [path, func] of expected) {
      const r = routeOf(path);
      expect(r, path).toBeDefined();
      expect([r?.func, r?.needLogin], path).toEqual([func, true]);
    }
  });

  it("a default title shows as the type in the reader's language; hours take one decimal", async () => {
    const d = (k: string) => (k === "workTypes.IRRIGATE" ? "Irrigation" : k);
    expect(workTitle({ title: "灌溉", workType: "IRRIGATE" }, d)).toBe("Irrigation");
    expect(workTitle({ title: "浇返青水", workType: "IRRIGATE" }, d)).toBe("浇返青水");
    const rule = oneDecimalRule("one decimal");
    await expect(rule.validator(null, 2.5)).resolves.toBeUndefined();
    await expect(rule.validator(null, null)).resolves.toBeUndefined();
    await expect(rule.validator(null, 1.25)).rejects.toThrow("one decimal");
  });

  describe("a task's buttons follow the moves its state allows", () => {
    afterEach(cleanup);
    const task = (over: Partial<WorkView>): WorkView => ({
      id: "w1",
      manufacturerId: "f1",
      subjectKind: "PLOT",
      subjectId: "p1",
      subjectName: "东岭麦田",
      plotId: "p1",
      rangeId: null,
      workType: "IRRIGATE",
      title: "灌溉",
      planDate: "2026-03-01",
      assigneeEmployeeId: null,
      assigneeName: null,
      content: null,
      state: "TODO",
      actions: ["start", "cancel"],
      result: null,
      labourHours: null,
      machineHours: null,
      photos: [],
      startedAt: null,
      doneAt: null,
      cancelReason: null,
      overdue: false,
      createdByName: null,
      createdAt: "",
      updatedAt: "",
      ...over,
    });
    const show = (w: WorkView) =>
      render(
        <QueryClientProvider client={queryClient}>
          <App>
            <MemoryRouter>
              <WorkActions work={w} />
            </MemoryRouter>
          </App>
        </QueryClientProvider>,
      );
    it("TODO: start and cancel", () => {
      show(task({}));
      expect(screen.queryByTestId("work-start-w1")).not.toBeNull();
      expect(screen.queryByTestId("work-cancel-w1")).not.toBeNull();
      expect(screen.queryByTestId("work-done-w1")).toBeNull();
    });
    it("DOING: done and cancel", () => {
      show(task({ state: "DOING", actions: ["done", "cancel"] }));
      expect(screen.queryByTestId("work-done-w1")).not.toBeNull();
      expect(screen.queryByTestId("work-start-w1")).toBeNull();
    });
    it("DONE: none", () => {
      show(task({ state: "DONE", actions: [] }));
      expect(screen.queryByRole("button")).toBeNull();
    });
  });
});
