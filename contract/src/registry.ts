/** Every declared call, for the server's completeness check and the OpenAPI document. */
import type { CallDef } from "./kit/call";
import { address } from "./domains/address";
import { agreement } from "./domains/agreement";
import { file } from "./domains/file";
import { account, identity } from "./domains/identity";
import { manufacturer } from "./domains/manufacturer";
import { points } from "./domains/points";
import { profile } from "./domains/profile";
import { system } from "./domains/system";

export const contractDomains: Record<string, Record<string, CallDef>> = {
  account,
  address,
  agreement,
  file,
  identity,
  manufacturer,
  points,
  profile,
  system,
};

export const allCalls: CallDef[] = Object.values(contractDomains).flatMap((d) => Object.values(d));
