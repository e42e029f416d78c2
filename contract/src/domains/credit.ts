import { domain } from "../kit/call";

/** Credit and insurance products (operator-managed listings) and members' applications. */
export const credit = domain("credit", {});
