import { domain } from "../kit/call";

/** Finance accounts at the channels, bank cards and the pay password. */
export const finance = domain("finance", {});
