/**
 * The cashier module's public face (ARCHITECTURE.md, "Module boundaries"). Its tables are private.
 */
import type { Subscriber } from "../../kit/events";
import type { Impl } from "../../kit/implement";
import type { JobHandler } from "../../kit/jobs/runner";

export const cashierCalls: readonly Impl[] = [];
/** Background job kinds of this module and their handlers. */
export const cashierJobHandlers: readonly (readonly [string, JobHandler])[] = [];
/** This module's domain-event subscribers. */
export const cashierSubscribers: readonly Subscriber[] = [];
