import type { StateHistoryEntry } from "@qinlian/contract";
import { StateHistory } from "../../../kit/StateHistory";

/** The review history of a shop or goods, oldest first: each event named from the web's texts by its code. */
export function AuditHistory({ items }: { items: StateHistoryEntry[] }) {
  return <StateHistory items={items} />;
}
