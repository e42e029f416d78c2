/** Every declared call, for the server's completeness check and the OpenAPI document. */
import type { CallDef } from "./kit/call";
import { address } from "./domains/address";
import { agreement } from "./domains/agreement";
import { adminConsole } from "./domains/console";
import { file } from "./domains/file";
import { account, identity } from "./domains/identity";
import { manufacturer } from "./domains/manufacturer";
import { org } from "./domains/org";
import { points } from "./domains/points";
import { profile } from "./domains/profile";
import { system } from "./domains/system";

export const contractDomains: Record<string, Record<string, CallDef>> = {
  account,
  address,
  agreement,
  console: adminConsole,
  file,
  identity,
  manufacturer,
  org,
  points,
  profile,
  system,
};

export const allCalls: CallDef[] = Object.values(contractDomains).flatMap((d) => Object.values(d));
