import { farmRecord as c } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import * as svc from "./service";

export const farmRecordCallList = [
  implement(c.selBaseTplByCategoryId, (q, ctx) => svc.typesOf(ctx, q.categoryId)),
  implement(c.selTitleByParam, (q, ctx) => svc.typeTitle(ctx, q.type)),
  implement(c.selAttrDefListByType, (q, ctx) => svc.attrDefs(ctx, q.type)),
  implement(c.selPlotHeat, (q, ctx) => svc.plotHeat(ctx, q)),
  implement(c.selRecordPage, (q, ctx) => svc.recordPage(ctx, q)),
  implement(c.selRecordById, (q, ctx) => svc.recordById(ctx, q.id)),
  implement(c.addRecordList, (q, ctx) => svc.addRecords(ctx, q)),
  implement(c.updRecordById, (q, ctx) => svc.updateRecord(ctx, q)),
  implement(c.delRecordById, (q, ctx) => svc.removeRecord(ctx, q.id)),
  implement(c.selDiseaseClassifyList, (q, ctx) => svc.diseaseTree(ctx, q)),
  implement(c.addBatch, (q, ctx) => svc.addBatch(ctx, q)),
  implement(c.updBatchById, (q, ctx) => svc.updateBatch(ctx, q)),
  implement(c.delBatchById, (q, ctx) => svc.removeBatch(ctx, q.id)),
  implement(c.selBatchById, (q, ctx) => svc.batchById(ctx, q.id)),
  implement(c.selBatchPage, (q, ctx) => svc.batchPage(ctx, q)),
  implement(c.closeBatch, (q, ctx) => svc.closeBatch(ctx, q)),
];
