import { domain } from "../kit/call";

/** The cashier (payments, recharges), balance and withdrawals, cash flow and statements. */
export const cashier = domain("cashier", {});
