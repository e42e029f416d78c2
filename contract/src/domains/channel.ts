import { domain } from "../kit/call";

/** Payment channels: the sandbox bank, channel notifications, reconciliation (operator console). */
export const channel = domain("channel", {});
