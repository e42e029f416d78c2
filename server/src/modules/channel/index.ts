/**
 * The channel module's public face (ARCHITECTURE.md, "Module boundaries"). Its tables are private.
 */
import type { Config } from "../../config";
import type { Db } from "../../kit/db";
import type { Subscriber } from "../../kit/events";
import type { Impl } from "../../kit/implement";
import type { JobHandler } from "../../kit/jobs/runner";

export type { ChannelAdapter, ChannelResult } from "./adapter";

export const channelCalls: readonly Impl[] = [];
/** Background job kinds of this module and their handlers. */
export const channelJobHandlers: readonly (readonly [string, JobHandler])[] = [];
/** This module's domain-event subscribers. */
export const channelSubscribers: readonly Subscriber[] = [];

/** Written at every start (idempotent): the channels' configuration, the daily reconciliation job. */
export async function syncChannelData(db: Db, config: Config): Promise<void> {
  void db;
  void config;
}
