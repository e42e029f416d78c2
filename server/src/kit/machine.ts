import { Codes } from "@qinlian/contract";
import { BizError } from "./errors";

/**
 * A state machine: every allowed transition of one kind of record, in one readable table.
 * `transitions[state][event] = nextState`; anything not listed is refused with the conflict code.
 * The states are the contract's enum (`goodsStatus.options`): one list for the API, the database
 * column, the machine and the web's labels. Records move only through `transition` (kit/transition.ts),
 * which applies the result with a conditional update and writes the state history.
 */
export interface Machine<S extends string, E extends string> {
  readonly name: string;
  readonly states: readonly S[];
  readonly labels: Readonly<Record<S, string>>;
  readonly eventLabels: Readonly<Record<E, string>>;
  /** Events only a platform operator takes (the history records them as the operator's). */
  readonly operatorEvents: readonly E[];
  /** The state after `event`, or a BizError (CONFLICT) naming the state and the refused event. */
  next(from: S, event: E): S;
  can(from: S, event: E): boolean;
  /** Events allowed from a state (e.g. to show the right buttons). */
  events(from: S): E[];
  /** Every transition (from → event → to), in the table's order: for docs and the machine screens. */
  edges(): { from: S; event: E; to: S }[];
}

export function defineMachine<S extends string, E extends string>(def: {
  name: string;
  /** The state list: the contract enum's options. */
  states: readonly S[];
  labels: Record<S, string>;
  eventLabels: Record<E, string>;
  operatorEvents?: readonly E[];
  transitions: Record<S, Partial<Record<E, S>>>;
}): Machine<S, E> {
  const known = new Set<string>(def.states);
  for (const [from, edges] of Object.entries(def.transitions) as [S, Partial<Record<E, S>>][]) {
    if (!known.has(from)) throw new Error(`${def.name}: transitions from unknown state ${from}`);
    for (const to of Object.values(edges) as S[]) {
      if (!known.has(to)) throw new Error(`${def.name}: ${from} leads to unknown state ${to}`);
    }
  }
  const edgesOf = (from: S) => Object.entries(def.transitions[from] ?? {}) as [E, S][];
  return {
    name: def.name,
    states: def.states,
    labels: def.labels,
    eventLabels: def.eventLabels,
    operatorEvents: def.operatorEvents ?? [],
    next(from, event) {
      const to = def.transitions[from]?.[event];
      if (!to) {
        throw new BizError(
          Codes.CONFLICT,
          `当前状态“${def.labels[from] ?? from}”不能执行“${def.eventLabels[event] ?? event}”`,
          { machine: def.name, from, event },
        );
      }
      return to;
    },
    can(from, event) {
      return !!def.transitions[from]?.[event];
    },
    events(from) {
      return edgesOf(from).map(([e]) => e);
    },
    edges() {
      return def.states.flatMap((from) => edgesOf(from).map(([event, to]) => ({ from, event, to })));
    },
  };
}
