import { Codes } from "@qinlian/contract";
import { BizError } from "./errors";

/**
 * A state machine: every allowed transition of one kind of record, in one readable table.
 * `transitions[state][event] = nextState`; anything not listed is refused with the conflict code.
 * Services apply the result with a conditional update (`where status = <from>`) so two concurrent
 * requests cannot both move the same record.
 */
export interface Machine<S extends string, E extends string> {
  readonly name: string;
  readonly states: readonly S[];
  readonly labels: Readonly<Record<S, string>>;
  /** The state after `event`, or a BizError (CONFLICT) naming the state and the refused event. */
  next(from: S, event: E): S;
  can(from: S, event: E): boolean;
  /** Events allowed from a state (e.g. to show the right buttons). */
  events(from: S): E[];
}

export function defineMachine<S extends string, E extends string>(def: {
  name: string;
  labels: Record<S, string>;
  eventLabels: Record<E, string>;
  transitions: Record<S, Partial<Record<E, S>>>;
}): Machine<S, E> {
  const states = Object.keys(def.labels) as S[];
  for (const [from, edges] of Object.entries(def.transitions) as [S, Partial<Record<E, S>>][]) {
    for (const to of Object.values(edges) as S[]) {
      if (!(to in def.labels)) throw new Error(`${def.name}: ${from} leads to unknown state ${to}`);
    }
  }
  return {
    name: def.name,
    states,
    labels: def.labels,
    next(from, event) {
      const to = def.transitions[from]?.[event];
      if (!to) {
        throw new BizError(
          Codes.CONFLICT,
          `当前状态“${def.labels[from] ?? from}”不能执行“${def.eventLabels[event] ?? event}”`,
          { state: from, event },
        );
      }
      return to;
    },
    can(from, event) {
      return !!def.transitions[from]?.[event];
    },
    events(from) {
      return Object.keys(def.transitions[from] ?? {}) as E[];
    },
  };
}
