import { Alert, Button, Space, Steps } from "antd";
import { useNavigate } from "react-router";
import { routeExists } from "../../../app/sections";
import { useGuide } from "../../../kit/usePrefs";
import { useDataTexts } from "./texts";

/** The first-login guide's key in the member's dismissed guides (preferences). */
export const FIRST_LOGIN_GUIDE = "firstLogin";

type Step = "profile" | "address" | "password";

/** The guide's screens, in order; the password step only when that screen is built. */
export function introSteps(isIntro: string): { key: Step; path: string }[] {
  const all: { key: Step; path: string }[] = [
    { key: "profile", path: `/setup/wdzl/${isIntro}` },
    { key: "address", path: `/setup/shippingAddress/${isIntro}` },
    { key: "password", path: `/setup/setLoginPassword/${isIntro}` },
  ];
  return all.filter((s) => routeExists(s.path));
}

/**
 * The first-login guide (the `:isIntro` screens): a step indicator, "skip" (remembered in the
 * member's preferences) and the way to the next step or, after the last, to the member centre.
 */
export function useIntro(current: Step, isIntro: string | undefined) {
  const { d } = useDataTexts();
  const navigate = useNavigate();
  const guide = useGuide(FIRST_LOGIN_GUIDE);
  const steps = isIntro ? introSteps(isIntro) : [];
  const at = steps.findIndex((s) => s.key === current);
  const next = steps[at + 1];
  const finish = async () => {
    await guide.dismiss();
    void navigate("/setup/index");
  };
  const goNext = () => {
    if (next) void navigate(next.path);
    else void finish();
  };
  const bar = isIntro ? (
    <div data-testid="intro-steps" style={{ marginBottom: 24 }}>
      <Alert type="info" showIcon message={d("intro.welcome")} style={{ marginBottom: 16 }} />
      <Steps size="small" current={at} items={steps.map((s) => ({ title: d(`intro.${s.key}`) }))} />
    </div>
  ) : null;
  const actions = isIntro ? (
    <Space>
      <Button onClick={() => void finish()} data-testid="intro-skip">
        {d("intro.skip")}
      </Button>
      {current !== "profile" && (
        <Button type="primary" onClick={goNext} data-testid="intro-next">
          {d(next ? "intro.next" : "intro.finish")}
        </Button>
      )}
    </Space>
  ) : null;
  return { bar, actions, goNext, isIntro: !!isIntro };
}
