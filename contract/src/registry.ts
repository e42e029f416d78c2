/** Every declared call, for the server's completeness check and the OpenAPI document. */
import type { CallDef } from "./kit/call";
import { file } from "./domains/file";
import { identity } from "./domains/identity";
import { search } from "./domains/search";
import { system } from "./domains/system";

export const contractDomains: Record<string, Record<string, CallDef>> = { system, identity, file, search };

export const allCalls: CallDef[] = Object.values(contractDomains).flatMap((d) => Object.values(d));
