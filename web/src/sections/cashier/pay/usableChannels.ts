import type { AccountHolderType, OutsideChannel } from "@qinlian/contract";

/** What this needs of a `finance.selChannelList` item: the channel, whom it opens for, and the identity's account there. */
export interface ChannelWithAccount {
  code: OutsideChannel;
  enabled: boolean;
  holderTypes: readonly AccountHolderType[];
  account: { status: string; holderType: AccountHolderType } | null;
}

/** The holder type of the acting identity: an enterprise acts as an organisation (ORG), anyone else as a person (PSN). */
export const holderTypeOf = (boType: string | null | undefined): AccountHolderType => (boType === "ENTERPRISE" ? "ORG" : "PSN");

/**
 * The outside channels the acting identity can pay or recharge through: enabled, opened for its holder
 * type (never ICBC_B2B for a person, never ICBC_B2C for an enterprise), and where it has an account
 * that is open and usable (ACTIVE: not pending, frozen or closed). In the channel list's order.
 */
export function usableChannels(list: readonly ChannelWithAccount[], holder: AccountHolderType): OutsideChannel[] {
  return list
    .filter((c) => c.enabled && c.holderTypes.includes(holder) && c.account?.status === "ACTIVE" && c.account.holderType === holder)
    .map((c) => c.code);
}
