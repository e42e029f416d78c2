/** Every declared call, for the server's completeness check and the OpenAPI document. */
import type { CallDef } from "./kit/call";
import { file } from "./domains/file";
import { identity } from "./domains/identity";
import { account } from "./domains/identity";
import { agreement } from "./domains/agreement";
import { org } from "./domains/org";
import { adminConsole } from "./domains/console";
import { system } from "./domains/system";

export const contractDomains: Record<string, Record<string, CallDef>> = { system, identity, file, account, agreement, org, console: adminConsole };

export const allCalls: CallDef[] = Object.values(contractDomains).flatMap((d) => Object.values(d));
