import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/errors";

const state = vi.hoisted(() => {
  const check: { isLoading: boolean; data: unknown; error: Error | null } = { isLoading: false, data: undefined, error: null };
  return { check, set: vi.fn(), checkedWith: [] as unknown[] };
});
vi.mock("../../api", async () => ({
  ApiError: (await import("../../api/errors")).ApiError,
  useCall: (_def: unknown, input: unknown) => {
    state.checkedWith.push(input);
    return state.check;
  },
  useMutate: () => ({ mutateAsync: state.set, isPending: false }),
}));

const { default: SetPasswordPage, fieldMessage, tokenFromHash } = await import("./SetPasswordPage");

const open = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <SetPasswordPage />
    </MemoryRouter>,
  );
const fill = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe("the set-password page", () => {
  afterEach(() => {
    cleanup();
    state.set.mockReset();
    state.checkedWith.length = 0;
    state.check = { isLoading: false, data: undefined, error: null };
  });

  it("reads the token from the fragment and the field's message from the server's", () => {
    expect(tokenFromHash("#t=abc_-9")).toBe("abc_-9");
    expect(tokenFromHash("")).toBe("");
    expect(fieldMessage("参数错误 — token: 链接不完整；password: 太短", "password")).toBe("太短");
    expect(fieldMessage("password: 不能包含登录名", "password")).toBe("不能包含登录名");
  });

  it("without a token it says the link is incomplete", () => {
    open("/user/setPassword");
    expect(screen.getByTestId("set-password-invalid").textContent).toMatch(/链接不完整/);
  });

  it("a dead link shows the server's reason", () => {
    state.check = { isLoading: false, data: undefined, error: new ApiError("business", "100001", "token: 链接无效、已过期或已使用") };
    open("/user/setPassword#t=dead");
    expect(screen.getByTestId("set-password-invalid").textContent).toBe("链接无效、已过期或已使用");
  });

  it("checks its rules before sending, shows the server's refusal under the password, then the login name", async () => {
    state.check = { isLoading: false, data: { loginName: "13800000077", mobile: "138****0077", expiresAt: "" }, error: null };
    open("/user/setPassword#t=tok123");
    expect(state.checkedWith.at(-1)).toEqual({ token: "tok123" });
    expect(screen.getByTestId("set-password-login-name").textContent).toBe("13800000077");
    // too weak, and the confirmation differs: refused in the page
    fill("password-input", "abc");
    fill("passwordConfirm-input", "abd");
    await act(() => Promise.resolve(fireEvent.click(screen.getByTestId("set-password-submit"))));
    await waitFor(() => expect(screen.getAllByText(/8–20 位/).length).toBeGreaterThan(0));
    expect(state.set).not.toHaveBeenCalled();
    // the server refuses the password: its message appears under the field
    state.set.mockRejectedValueOnce(new ApiError("business", "100001", "password: 密码不能包含登录名或手机号", { fields: ["password"] }));
    fill("password-input", "Qian13800000077");
    fill("passwordConfirm-input", "Qian13800000077");
    await act(() => Promise.resolve(fireEvent.click(screen.getByTestId("set-password-submit"))));
    await screen.findByText("密码不能包含登录名或手机号");
    expect(state.set).toHaveBeenCalledWith({ token: "tok123", password: "Qian13800000077" });
    // accepted
    state.set.mockResolvedValueOnce({ loginName: "13800000077" });
    fill("password-input", "Qian@2026kj");
    fill("passwordConfirm-input", "Qian@2026kj");
    await act(() => Promise.resolve(fireEvent.click(screen.getByTestId("set-password-submit"))));
    await screen.findByTestId("set-password-done");
    expect(screen.getByText(/13800000077/)).toBeTruthy();
  });
});
