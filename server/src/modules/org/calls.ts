import { org, passwordLink } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import * as details from "./details";
import * as employees from "./employees";
import * as identities from "./identities";
import * as organization from "./organization";
import { assignableRoles } from "./roles";
import * as apply from "./service-apply";

export const orgCalls = [
  implement(org.myIdentities, (_input, ctx) => identities.myIdentities(ctx)),
  implement(org.switchIdentity, (input, ctx) => identities.switchIdentity(ctx, input.boId)),
  implement(org.leaveEmployer, (input, ctx) => identities.leaveEmployer(ctx, input.id)),
  implement(org.staffInfo, (_input, ctx) => identities.staffInfo(ctx)),
  implement(org.employeePage, (input, ctx) => employees.employeePage(ctx, input)),
  implement(org.employeeById, (input, ctx) => employees.employeeById(ctx, input.id)),
  implement(org.saveEmployee, (input, ctx) => employees.saveEmployee(ctx, input)),
  implement(org.removeEmployee, (input, ctx) => employees.removeEmployee(ctx, input.id)),
  implement(passwordLink.resend, (input, ctx) => employees.resendPasswordLink(ctx, input.id)),
  implement(org.assignableRoles, (input, ctx) => assignableRoles(ctx, input.systemId)),
  implement(org.orgMember, (_input, ctx) => organization.orgMember(ctx)),
  implement(org.organizationInfo, (_input, ctx) => organization.organizationInfo(ctx)),
  implement(org.updateOrganization, (input, ctx) => organization.updateOrganization(ctx, input)),
  implement(org.dataTemplates, (input) => Promise.resolve(details.listTemplates(input.type))),
  implement(org.orgDetails, (input, ctx) => details.orgDetails(ctx, input.type)),
  implement(org.saveOrgDetail, (input, ctx) => details.saveOrgDetail(ctx, input)),
  implement(org.deleteOrgDetail, (input, ctx) => details.deleteOrgDetail(ctx, input.type)),
  implement(org.applyService, (input, ctx) => apply.applyService(ctx, input)),
  implement(org.myServiceApplies, (_input, ctx) => apply.myServiceApplies(ctx)),
];
