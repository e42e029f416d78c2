/**
 * The credit module's public face (ARCHITECTURE.md, "Module boundaries"). Its tables are private.
 *
 * Credit and insurance products are listings an operator manages (/admin/finance/credit) and the
 * service hall shows (/serviceHall/finance); members apply for them (/financial/credit/myLoan). The
 * institution lends or insures: no money moves through the platform's ledger for a loan or a policy,
 * the operator records the decision and the disbursement and settlement the institution reported.
 */
import type { Subscriber } from "../../kit/events";
import type { Impl } from "../../kit/implement";
import type { JobHandler } from "../../kit/jobs/runner";
import { creditCalls as calls } from "./calls";

export const creditCalls: readonly Impl[] = calls;
/** Background job kinds of this module and their handlers. */
export const creditJobHandlers: readonly (readonly [string, JobHandler])[] = [];
/** This module's domain-event subscribers. */
export const creditSubscribers: readonly Subscriber[] = [];
export { creditApplyMachine, creditProductMachine } from "./machine";
export { addProduct, moveProduct } from "./products";
export { apply as applyForCredit, decide as decideCreditApply } from "./applies";
