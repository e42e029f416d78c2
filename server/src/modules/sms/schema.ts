import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { audit, createdAt, idColumn, ts } from "../../kit/columns";

/**
 * Every SMS the platform sends, as the operator console lists it. `content` has its secrets (codes,
 * set-password links) masked; `demoContent` is the full text, kept only by a demo installation's
 * outbox provider and shown only in demo mode.
 */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: idColumn(),
    mobile: text().notNull(),
    /** What the message is for, e.g. REGISTER, LOGIN, RESET_PASSWORD, CHANGE_MOBILE_OLD. */
    purpose: text().notNull(),
    content: text().notNull(),
    demoContent: text(),
    status: text({ enum: ["SENT", "FAILED"] }).notNull(),
    provider: text().notNull(),
    error: text(),
    createdAt: createdAt(),
  },
  (t) => [index("sms_outbox_mobile_idx").on(t.mobile, t.createdAt)],
);

/** A verification code sent by SMS. Only a hash of the code is kept. */
export const smsCode = pgTable(
  "sms_code",
  {
    id: idColumn(),
    mobile: text().notNull(),
    purpose: text().notNull(),
    codeHash: text().notNull(),
    expiresAt: ts().notNull(),
    attempts: integer().notNull().default(0),
    usedAt: ts(),
    ...audit(),
  },
  (t) => [index("sms_code_lookup_idx").on(t.mobile, t.purpose, t.createdAt)],
);
