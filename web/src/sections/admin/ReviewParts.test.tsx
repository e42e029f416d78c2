import { adminConsole, Codes, type StateHistoryEntry } from "@qinlian/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { App } from "antd";
import { afterEach, describe, expect, it, vi } from "vitest";
import i18n from "../../i18n";
import { useFormMutation } from "../../kit/useFormMutation";
import { AuditHistory } from "./catalog/AuditHistory";
import { ReviewDrawer, ReviewHistory } from "./ReviewParts";
import { capturePrompts } from "../../testing/prompts";

const entry = (over: Partial<StateHistoryEntry>): StateHistoryEntry => ({
  id: "h1",
  event: "submit",
  eventLabel: "提交审核",
  fromState: null,
  toState: "PENDING",
  reason: null,
  actorKind: "MEMBER",
  actorName: "山东禽业",
  createdAt: "2026-11-20T08:00:00.000Z",
  ...over,
});

const history = [
  entry({}),
  entry({ id: "h2", event: "reject", eventLabel: "驳回", toState: "REJECTED", reason: "营业执照不清晰", actorKind: "OPERATOR", actorName: "运营" }),
  entry({ id: "h3", event: "takeDown", eventLabel: "违规下架", toState: "OFF", actorKind: "OPERATOR", actorName: "运营" }),
];

const prompts = capturePrompts();
afterEach(cleanup);

describe("review histories", () => {
  it("name each event from the web's texts in English, never the code or the server's Chinese", async () => {
    await i18n.changeLanguage("en");
    render(
      <>
        <ReviewHistory items={history.slice(0, 2)} />
        <AuditHistory items={history} />
      </>,
    );
    expect(screen.getAllByText("Submitted for review")).toHaveLength(2);
    expect(screen.getAllByText("Rejected").length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText("Taken down for a breach")).toBeTruthy();
    expect(screen.queryByText(/提交审核|违规下架|^reject$|^takeDown$/)).toBeNull();
  });

  it("in Chinese the same events read in Chinese", () => {
    render(<AuditHistory items={history} />);
    expect(screen.getByText("违规下架")).toBeTruthy();
    expect(screen.getByText("提交审核")).toBeTruthy();
  });
});

describe("the review drawer's rejection", () => {
  function Host() {
    const reject = useFormMutation(adminConsole.rejectEnterprise, { loadingText: false });
    return (
      <ReviewDrawer
        testId="drawer"
        detail={{ data: { events: ["approve", "reject"], history: [] }, isError: false }}
        busy={reject.isPending}
        approve={() => Promise.resolve(null)}
        reject={(reason, target) => reject.submit({ memberId: "1", reason }, target)}
        refresh={[]}
        onClose={() => undefined}
      >
        {() => <div />}
      </ReviewDrawer>
    );
  }

  it("shows the server's reason error under the reason field and keeps the dialog open", async () => {
    vi.spyOn(window, "fetch").mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ code: Codes.VALIDATION, msg: "reason: 驳回原因至少 5 个字", data: { fields: ["reason"] } }), {
          status: 200,
          headers: { "content-type": "application/json" },
        }),
      ),
    );
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <App>
          <Host />
        </App>
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByTestId("reject"));
    const dialog = (await screen.findByText("驳回申请")).closest<HTMLElement>(".ant-modal")!;
    fireEvent.change(within(dialog).getByRole("textbox"), { target: { value: "太短" } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: /驳\s*回/ }));
      await Promise.resolve();
    });
    const message = await screen.findByText("驳回原因至少 5 个字");
    expect(message.closest(".ant-form-item")?.querySelector("textarea")).toBeTruthy();
    expect(screen.queryByText(/reason:/)).toBeNull();
    expect(prompts.notice).not.toHaveBeenCalled();
    expect(dialog.isConnected).toBe(true);
  });
});
