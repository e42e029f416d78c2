import type { RuleObject } from "antd/es/form";

/**
 * An antd Form validator from a synchronous check that throws an Error to fail the value. antd expects a
 * promise; a throw becomes its rejection, as it would in an async function.
 */
export function syncValidator<V>(check: (value: V) => void): (rule: RuleObject, value: V) => Promise<void> {
  return (_rule, value) =>
    new Promise<void>((resolve) => {
      check(value);
      resolve();
    });
}
