import { Codes, loginCodes, type Envelope } from "@qinlian/contract";

/** A call that did not produce data: business code, HTTP failure, timeout or network error. */
export class ApiError extends Error {
  constructor(
    readonly kind: "business" | "http" | "network",
    readonly code: string,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** What the client does about a failure: the side effects, injected so every branch is testable. */
export interface FailureEffects {
  navigate(path: string): void;
  /** Sends the whole browser elsewhere (e.g. a payment page). */
  redirectBrowser(url: string): void;
  /** antd Modal titled 提示 with the server's message. */
  showNotice(message: string): void;
  /** Error toast for 5 seconds. */
  showNetworkError(message: string): void;
  /** The current in-app path with its query, for login's return address. */
  currentPath(): string;
  /** Forget the logged-in user (client state). */
  onLoggedOut(): void;
}

/** Spec §8: HTTP statuses → error pages. Returns the page, or null for statuses it does not map. */
export function pageForStatus(status: number): string | null {
  if (status === 401) return "/401";
  if (status === 403) return "/403";
  if (status >= 404 && status < 422) return "/404";
  if (status >= 500 && status <= 504) return "/500";
  return null;
}

/** Handles a failed HTTP status; always returns the error to reject the call with. */
export function handleHttpFailure(status: number, body: Envelope | null, fx: FailureEffects): ApiError {
  const page = pageForStatus(status);
  if (page) {
    fx.navigate(page);
    return new ApiError("http", String(status), body?.msg ?? `HTTP ${status}`);
  }
  // Statuses with a business envelope (e.g. 429 rate limited) are treated as business errors.
  if (body && typeof body.code === "string") return handleBusinessFailure(body, fx, false);
  fx.showNotice(`请求失败（HTTP ${status}）`);
  return new ApiError("http", String(status), `HTTP ${status}`);
}

/**
 * Spec §8 business codes. `errBySelf`: the caller shows its own message for ordinary codes.
 * `quietAuth`: a background check (e.g. "am I still logged in?") forgets the user without leaving the page.
 */
export function handleBusinessFailure(env: Envelope, fx: FailureEffects, errBySelf: boolean, quietAuth = false): ApiError {
  const err = new ApiError("business", env.code, env.msg, env.data);
  if (env.code === Codes.NO_MANUFACTURER) {
    fx.navigate("/manage/noManufacturer");
  } else if (env.code === Codes.REDIRECT) {
    if (typeof env.data === "string" && env.data) fx.redirectBrowser(env.data);
  } else if (loginCodes.includes(env.code)) {
    fx.onLoggedOut();
    if (quietAuth) return err;
    const here = fx.currentPath();
    const back = here.startsWith("/user/login") ? "" : `?redirect=${encodeURIComponent(here)}`;
    fx.navigate(`/user/login${back}`);
  } else if (!errBySelf) {
    fx.showNotice(env.msg);
  }
  return err;
}

export function handleNetworkFailure(e: unknown, timedOut: boolean, fx: FailureEffects): ApiError {
  const msg = timedOut ? "请求超时，请检查网络后重试" : `网络异常：${e instanceof Error ? e.message : String(e)}`;
  fx.showNetworkError(msg);
  return new ApiError("network", timedOut ? "TIMEOUT" : "NETWORK", msg);
}
