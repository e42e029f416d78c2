import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { verifyState } from "@qinlian/contract";
import { audit, createdAt, enumText, idColumn, ts } from "../../kit/columns";

/**
 * A member: a person, or an enterprise (whose people are its employees).
 * `id` is the business-owner id (boId) that member-owned rows elsewhere are scoped by.
 */
export const member = pgTable(
  "member",
  {
    id: idColumn(),
    type: text({ enum: ["PERSON", "ENTERPRISE"] }).notNull(),
    /** Display name: the person's nickname/real name, or the enterprise name. */
    name: text().notNull(),
    nickname: text(),
    realName: text(),
    avatarUrl: text(),
    /** Persons: their mobile (also on member_login); enterprises: the contact mobile. */
    mobile: text(),
    status: text({ enum: ["ACTIVE", "DISABLED"] }).notNull().default("ACTIVE"),
    /** Enterprises: verification by an operator (NONE for persons). */
    verifyState: enumText(verifyState).notNull().default("NONE"),
    ...audit(),
  },
  (t) => [index("member_type_idx").on(t.type, t.status)],
);

/**
 * How a person logs in. One login per person; the mobile number is a second login name. Wrong
 * passwords are counted by kit/attempts under "login:<id>" (service.ts).
 */
export const memberLogin = pgTable(
  "member_login",
  {
    id: idColumn(),
    memberId: text()
      .notNull()
      .references(() => member.id),
    loginName: text().notNull(),
    mobile: text(),
    passwordHash: text().notNull(),
    lastLoginAt: ts(),
    /** The identity (boId) used last, chosen again at the next login. */
    lastBoId: text(),
    /** Set on accounts opened for someone (e.g. an employee's initial password): change it at first login. */
    mustChangePassword: boolean().notNull().default(false),
    /** The person chose "don't suggest binding other accounts again". */
    bindIgnoredAt: ts(),
    ...audit(),
  },
  (t) => [
    uniqueIndex("member_login_name_uq").on(sql`lower(${t.loginName})`),
    uniqueIndex("member_login_mobile_uq").on(t.mobile),
    uniqueIndex("member_login_member_uq").on(t.memberId),
  ],
);

/**
 * Login tickets. Only the SHA-256 of the ticket is stored. A ticket expires after
 * TICKET_IDLE_HOURS without use (sliding) and TICKET_MAX_DAYS after issue (hard), or when revoked.
 */
export const memberTicket = pgTable(
  "member_ticket",
  {
    id: idColumn(),
    tokenHash: text().notNull(),
    loginId: text()
      .notNull()
      .references(() => memberLogin.id),
    memberId: text().notNull(),
    boId: text().notNull(),
    employeeId: text(),
    idleExpiresAt: ts().notNull(),
    hardExpiresAt: ts().notNull(),
    lastSeenAt: ts().notNull().defaultNow(),
    revokedAt: ts(),
    ip: text(),
    userAgent: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("member_ticket_hash_uq").on(t.tokenHash), index("member_ticket_member_idx").on(t.memberId)],
);

/** A person working for an enterprise member. */
export const memberEmployee = pgTable(
  "member_employee",
  {
    id: idColumn(),
    /** The enterprise. */
    boId: text()
      .notNull()
      .references(() => member.id),
    /** The person. */
    memberId: text()
      .notNull()
      .references(() => member.id),
    name: text().notNull(),
    mobile: text().notNull(),
    isAdmin: integer().notNull().default(0),
    status: text({ enum: ["ACTIVE", "DISABLED"] }).notNull().default("ACTIVE"),
    ...audit(),
  },
  (t) => [uniqueIndex("member_employee_bo_member_uq").on(t.boId, t.memberId), index("member_employee_member_idx").on(t.memberId)],
);

/** Platform function (menu/permission) tree. Platform data, loaded from funcs.ts at start. */
export const authFunc = pgTable("auth_func", {
  code: text().primaryKey(),
  parentCode: text(),
  name: text().notNull(),
  nameEn: text().notNull(),
  path: text(),
  icon: text(),
  sort: integer().notNull().default(0),
});

/** Role templates defined by the platform. */
export const authRole = pgTable("auth_role", {
  code: text().primaryKey(),
  name: text().notNull(),
  nameEn: text().notNull(),
  /** Who may hold it: persons acting for themselves, enterprise staff, or platform operators. */
  scope: text({ enum: ["PERSON", "ENTERPRISE", "PLATFORM"] }).notNull(),
  description: text().notNull().default(""),
  sort: integer().notNull().default(0),
});

export const authRoleFunc = pgTable(
  "auth_role_func",
  {
    roleCode: text()
      .notNull()
      .references(() => authRole.code, { onDelete: "cascade" }),
    funcCode: text()
      .notNull()
      .references(() => authFunc.code, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.roleCode, t.funcCode] })],
);

/** Roles a person holds in one identity: `boId` is themselves or the enterprise they work for. */
export const memberRole = pgTable(
  "member_role",
  {
    memberId: text()
      .notNull()
      .references(() => member.id),
    boId: text().notNull(),
    roleCode: text()
      .notNull()
      .references(() => authRole.code),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.boId, t.roleCode] })],
);

/**
 * An enterprise member's verification details, reviewed by operators (member.verifyState).
 * Editing verified fields sends the enterprise back to PENDING review.
 */
export const enterpriseInfo = pgTable(
  "enterprise_info",
  {
    memberId: text()
      .primaryKey()
      .references(() => member.id),
    /** Unified social credit code (GB 32100-2015). */
    creditCode: text().notNull(),
    legalPerson: text().notNull(),
    /** The uploaded business licence image (file_object id and URL). */
    licenceFileId: text(),
    licenceUrl: text(),
    /** Dictionary ENTERPRISE_TYPE. */
    enterpriseType: text(),
    contactName: text().notNull(),
    contactMobile: text().notNull(),
    areaCode: text(),
    address: text(),
    businessScope: text(),
    submittedAt: ts(),
    reviewedAt: ts(),
    reviewedBy: text(),
    rejectReason: text(),
    ...audit(),
  },
  (t) => [uniqueIndex("enterprise_info_credit_code_uq").on(t.creditCode)],
);

/**
 * A business owner's pay password (6 digits, argon2id), checked by the cashier. One per boId:
 * a person's own, or an enterprise's (set by its admin). Failures and locks are the cashier's to count.
 */
export const memberPayPassword = pgTable("member_pay_password", {
  boId: text()
    .primaryKey()
    .references(() => member.id),
  passwordHash: text().notNull(),
  /** The person who set it last. */
  setBy: text().notNull(),
  failedCount: integer().notNull().default(0),
  lockedUntil: ts(),
  ...audit(),
});

/**
 * A short-lived proof that a person passed an SMS check, exchanged for the next step:
 * RESET_PASSWORD (set a new password), CHANGE_MOBILE (the old number was verified), BIND (the person
 * owns `targetMemberId`); SET_PASSWORD (the link texted to an employee whose account was opened for
 * them, password-link.ts). Only the SHA-256 of the key is stored; a key is used once.
 */
export const memberAccountKey = pgTable(
  "member_account_key",
  {
    id: idColumn(),
    keyHash: text().notNull(),
    purpose: text({ enum: ["RESET_PASSWORD", "CHANGE_MOBILE", "BIND", "SET_PASSWORD"] }).notNull(),
    /** Who may use the key: the person whose password / mobile it changes, or who binds. */
    memberId: text()
      .notNull()
      .references(() => member.id),
    /** BIND: the account to be linked. */
    targetMemberId: text().references(() => member.id),
    expiresAt: ts().notNull(),
    usedAt: ts(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("member_account_key_hash_uq").on(t.keyHash), index("member_account_key_member_idx").on(t.memberId)],
);

/**
 * Two person accounts linked by their owner (account binding). Stored once per pair with
 * `memberIdA < memberIdB`; the link works both ways (either can switch to the other).
 */
export const memberBind = pgTable(
  "member_bind",
  {
    id: idColumn(),
    memberIdA: text()
      .notNull()
      .references(() => member.id),
    memberIdB: text()
      .notNull()
      .references(() => member.id),
    /** The person who made the link. */
    createdBy: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("member_bind_pair_uq").on(t.memberIdA, t.memberIdB),
    index("member_bind_b_idx").on(t.memberIdB),
  ],
);
