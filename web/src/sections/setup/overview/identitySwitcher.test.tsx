import type { IdentityItem, UserInfo } from "@qinlian/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

const state = vi.hoisted(() => ({ list: [] as unknown[], switchTo: vi.fn() }));
vi.mock("../../../api", () => ({
  useCall: () => ({ data: state.list, isLoading: false, isError: false }),
  useMutate: () => ({ mutateAsync: state.switchTo, isPending: false }),
}));

const { IdentitySwitcher } = await import("../../../app/layouts/IdentitySwitcher");
const { useAppStore } = await import("../../../app/store");
const { LightApp } = await import("../../../app/LightApp");

const me: UserInfo = {
  memberId: "p-1",
  boId: "p-1",
  boName: "王立新",
  boType: "PERSON",
  employeeId: null,
  loginName: "luqin",
  mobile: null,
  nickname: null,
  realName: null,
  avatarUrl: null,
  systemId: "QL",
  roles: ["BUYER"],
  isOperator: false,
};
const item = (x: Partial<IdentityItem>): IdentityItem => ({ boId: "x", boName: "x", boType: "ENTERPRISE", employeeId: "e", isAdmin: false, verifyState: "APPROVED", roles: [], current: false, switchable: true, ...x });

/** Opens the switcher's menu and answers the menu item of `boId` (the li antd draws round our label). */
async function openMenu() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LightApp>
        <MemoryRouter>
          <IdentitySwitcher />
        </MemoryRouter>
      </LightApp>
    </QueryClientProvider>,
  );
  await act(() => Promise.resolve(fireEvent.click(screen.getByTestId("identity-switcher"))));
  return (boId: string) => screen.getByTestId(`identity-${boId}`).closest("li")!;
}

describe("the identity switcher's menu", () => {
  afterEach(() => {
    cleanup();
    state.switchTo.mockReset();
    useAppStore.getState().setUserInfo(null);
  });

  it("greys out only what the server would refuse; an approved enterprise back in review stays open and still says 审核中", async () => {
    useAppStore.getState().setUserInfo(me);
    state.list = [
      item({ boId: "p-1", boName: "王立新", boType: "PERSON", employeeId: null, verifyState: "NONE", current: true }),
      item({ boId: "ent-recheck", boName: "鲁禽", verifyState: "PENDING", switchable: true }),
      item({ boId: "ent-new", boName: "禾兴", verifyState: "PENDING", switchable: false }),
      item({ boId: "ent-rejected", boName: "某公司", verifyState: "REJECTED", switchable: false }),
    ];
    const li = await openMenu();
    expect(li("p-1").getAttribute("aria-disabled")).toBe("true"); // the current one
    expect(li("ent-recheck").getAttribute("aria-disabled")).not.toBe("true");
    expect(li("ent-recheck").textContent).toContain("审核中");
    expect(li("ent-new").getAttribute("aria-disabled")).toBe("true");
    expect(li("ent-new").textContent).toContain("审核中");
    expect(li("ent-rejected").getAttribute("aria-disabled")).toBe("true");
    expect(li("ent-rejected").textContent).toContain("未通过");

    // choosing the one in review switches to it; a greyed one does nothing
    state.switchTo.mockResolvedValue({ ticket: "t", expiresAt: "2026-12-01T00:00:00.000Z", userInfo: { ...me, boId: "ent-recheck", boName: "鲁禽", boType: "ENTERPRISE", employeeId: "e" } });
    fireEvent.click(li("ent-new"));
    expect(state.switchTo).not.toHaveBeenCalled();
    fireEvent.click(li("ent-recheck"));
    await waitFor(() => expect(state.switchTo).toHaveBeenCalledWith({ boId: "ent-recheck" }));
    await waitFor(() => expect(useAppStore.getState().userInfo?.boId).toBe("ent-recheck"));
    await screen.findByText("已切换为：鲁禽");
  });
});
