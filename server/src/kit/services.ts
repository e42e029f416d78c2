import type { MemberCtx } from "./context";
import type { Db } from "./db";
import type { EventBus } from "./events";
import type { FileStore } from "./files/storage";
import type { JobQueue } from "./jobs/queue";
import type { RateLimiter } from "./ratelimit";
import type { SmsSender } from "../modules/sms";

/** Long-lived collaborators the handlers reach through `ctx.services`. */
export interface Services {
  /** Domain event subscribers (from the registry's `subscribers` list). */
  readonly events: EventBus;
  readonly files: FileStore;
  readonly jobs: JobQueue;
  readonly limiter: RateLimiter;
  readonly sms: SmsSender;
  /** Ticket → member (from the identity module); null when unknown, revoked or expired. */
  readonly resolveMember: (db: Db, ticket: string, now: Date) => Promise<MemberCtx | null>;
}
