import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idColumn } from "../../kit/columns";

/** An uploaded file: who uploaded it, what it really is (sniffed), and where the bytes are. */
export const fileObject = pgTable(
  "file_object",
  {
    id: idColumn(),
    ownerMemberId: text().notNull(),
    ownerBoId: text().notNull(),
    kind: text({ enum: ["image", "file", "video"] }).notNull(),
    originalName: text().notNull(),
    mime: text().notNull(),
    size: integer().notNull(),
    sha256: text().notNull(),
    storageKey: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("file_object_owner_idx").on(t.ownerBoId, t.createdAt),
    index("file_object_sha_idx").on(t.sha256),
    uniqueIndex("file_object_key_uq").on(t.storageKey),
  ],
);
