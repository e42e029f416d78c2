/** Every declared call, for the server's completeness check and the OpenAPI document. */
import type { CallDef } from "./kit/call";
import { file } from "./domains/file";
import { identity } from "./domains/identity";
import { system } from "./domains/system";
import { manufacturer } from "./domains/manufacturer";
import { address } from "./domains/address";
import { profile } from "./domains/profile";
import { points } from "./domains/points";

export const contractDomains: Record<string, Record<string, CallDef>> = { system, identity, file, manufacturer, address, profile, points };

export const allCalls: CallDef[] = Object.values(contractDomains).flatMap((d) => Object.values(d));
