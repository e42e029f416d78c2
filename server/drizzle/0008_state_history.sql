-- Hand-added: the rows of the two old audit tables move into state_history (oldest first, so seq follows time).
INSERT INTO "state_history" ("id", "entity_kind", "entity_id", "from_state", "to_state", "event", "actor_kind", "actor_id", "reason", "at")
SELECT "id", "kind", "entity_id", "from_state", "to_state", "event",
	CASE WHEN "actor_id" IS NULL THEN 'SYSTEM' WHEN "event" IN ('approve', 'reject', 'takeDown') THEN 'OPERATOR' ELSE 'MEMBER' END,
	"actor_id", "reason", "created_at"
FROM (
	SELECT "id", "target_type" AS "kind", "target_id" AS "entity_id", "from_status" AS "from_state", "to_status" AS "to_state", "event", "actor_member_id" AS "actor_id", "reason", "created_at" FROM "catalog_audit_log"
	UNION ALL
	SELECT "id", "subject_type", "subject_id", "from_state", "to_state", "event", "actor_id", "reason", "created_at" FROM "org_review_log"
) AS "old"
ORDER BY "created_at", "id";--> statement-breakpoint
DROP TABLE "catalog_audit_log" CASCADE;--> statement-breakpoint
DROP TABLE "org_review_log" CASCADE;