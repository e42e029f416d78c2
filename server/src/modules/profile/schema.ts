import { date, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { audit } from "../../kit/columns";
import { memberIdColumn } from "../identity";

/**
 * A person's profile details beyond what `member` holds (nickname, realName and avatarUrl live
 * there because login, menus and other members' views read them).
 */
export const memberProfile = pgTable("member_profile", {
  memberId: memberIdColumn().primaryKey(),
  gender: text({ enum: ["MALE", "FEMALE", "SECRET"] }).notNull().default("SECRET"),
  birthday: date({ mode: "string" }),
  /** Plain text (tags stripped). */
  bio: text(),
  ...audit(),
});

/**
 * UI preferences per person and identity (boId), as a JSON object — used when REDIS_URL is not set
 * (with Redis they live there instead; see prefs-store.ts).
 */
export const memberPref = pgTable(
  "member_pref",
  {
    memberId: text().notNull(),
    boId: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ...audit(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.boId] })],
);
