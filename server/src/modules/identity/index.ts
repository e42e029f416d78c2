/**
 * The identity module's public face: what other modules, the registry, the app and the demo seed may use.
 * Everything else in modules/identity/ (its tables above all) is private to it (ARCHITECTURE.md, "Module boundaries").
 * Other modules change identity's rows (accounts, employees, roles, tickets, enterprise details) only
 * through the functions below.
 */
export { accountCalls } from "./account-calls";
export { openToStaff } from "./acting";
export { isUniqueViolation } from "./accounts";
export { identityCalls } from "./calls";
export { addEmployee, deleteEmployee, employeeRecord, lockEnterprise, otherActiveAdmins, updateEmployee } from "./employment";
export type { EmployeeRow } from "./employment";
export { creditCodeTaken, enterpriseContact, lockEnterpriseDetails, loginMobile, saveEnterpriseDetails, updatePersonDisplay } from "./enterprise";
export { expandGrants, flattenFuncs, roleDefs } from "./funcs";
export { memberNames } from "./names";
export { accountForMobile, openAccount, PERSON_DEFAULT_ROLES } from "./open-account";
export type { NewAccount } from "./open-account";
export { NO_PASSWORD_YET, resendSetPasswordLink, sendSetPasswordLink } from "./password-link";
export { passwordLinkCalls } from "./password-link-calls";
export { changePayPassword, checkPayPassword, isWeakPayPassword, PAY_ATTEMPTS, payPasswordStatus, resetPayPassword, setFirstPayPassword } from "./pay-password";
export { hashPassword } from "./passwords";
export { syncPlatformFuncs } from "./platform-data";
export { memberIdColumn } from "./refs";
export { RoleFuncs } from "./role-funcs";
export { grantRole, holdsRole, roleScopes, roleTemplates, rolesIn, rolesOfPerson } from "./roles";
export { maskMobile, userInfoOf } from "./service";
export { createMemberResolver, issueTicket, rememberIdentity, revokeTickets } from "./tickets";
export { setVerifyState, verifyHistory, verifyRow } from "./verification";
export { verifyMachine } from "./verify-machine";
export type { VerifyEvent } from "./verify-machine";
