import { AddPage } from "./RecordFormPage";

/** /farmingManage/record/:type/add — batch entry of one type's records. */
export default AddPage;
