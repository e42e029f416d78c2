import { passwordLink } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import { checkSetPasswordLink, setPasswordByLink } from "./password-link";

/** The public set-password page's calls (the admin's resend is the org module's). */
export const passwordLinkCalls = [
  implement(passwordLink.check, (input, ctx) => checkSetPasswordLink(ctx, input.token)),
  implement(passwordLink.setPassword, (input, ctx) => setPasswordByLink(ctx, input)),
];
