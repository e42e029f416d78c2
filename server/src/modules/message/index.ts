/**
 * The message module's public face: what other modules, the registry, the app and the demo seed may use.
 * Everything else in modules/message/ (its tables above all) is private to it (ARCHITECTURE.md, "Module boundaries").
 */
import type { Impl } from "../../kit/implement";
import { messageCallList } from "./calls";

export const messageCalls: readonly Impl[] = messageCallList;
export { sendMessage, type MessageInput } from "./service";
