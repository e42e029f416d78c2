/**
 * antd's Popconfirm waits on a promise returned by onConfirm — its OK button spins and the popup stays open
 * until the promise settles — but types onConfirm as returning void. `untilSettled(handler)` passes an async
 * handler through under that type, so the spinner stays.
 */
export function untilSettled<A extends unknown[]>(handler: (...args: A) => Promise<unknown>): (...args: A) => void {
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- antd awaits the returned promise (see above)
  return handler;
}
