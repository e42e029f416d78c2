/**
 * The ledger module's public face (ARCHITECTURE.md, "Module boundaries"): the double-entry books that
 * every money movement posts to (the chart of accounts and the rules: service.ts). Its tables are
 * private; other modules move money only through `post` and the movers below, in their own transaction.
 */
export {
  PLATFORM_OWNER,
  accountKinds,
  accountOf,
  balances,
  balancesAfter,
  clearingAccount,
  entryByKey,
  entryKinds,
  escrowAccount,
  feesAccount,
  freeze,
  isInsufficient,
  mayGoNegative,
  memberAccount,
  memberKinds,
  openAccounts,
  post,
  transfer,
  unfreeze,
  type Account,
  type AccountKind,
  type AccountRef,
  type Entry,
  type EntryKind,
  type EntryLine,
  type InsufficientData,
  type MemberAccountKind,
  type MoveInput,
  type PostInput,
  type PostLine,
} from "./service";
export { openFreezes, type OpenFreeze } from "./freezes";
export { reconcile, type ChannelBook, type ClearingCheck, type Difference, type ReconcileOptions, type ReconcileReport } from "./reconcile";
