import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { messageKind } from "@qinlian/contract";
import { createdAt, enumText, idColumn, ts } from "../../kit/columns";

/**
 * A member's message (站内消息). `dedupeKey` names what the message is about (a reminder listing and
 * its due day, a weather alert and its day): a job that runs twice sends it once.
 */
export const message = pgTable(
  "message",
  {
    id: idColumn(),
    memberId: text().notNull(),
    kind: enumText(messageKind).notNull(),
    title: text().notNull(),
    body: text().notNull(),
    /** A portal path the message opens (e.g. /farmingManage/productionRemind), or null. */
    link: text(),
    dedupeKey: text().notNull(),
    readAt: ts(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("message_member_dedupe_uq").on(t.memberId, t.dedupeKey),
    index("message_member_time_idx").on(t.memberId, t.createdAt),
  ],
);
