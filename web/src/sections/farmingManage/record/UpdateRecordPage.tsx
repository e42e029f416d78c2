import { UpdatePage } from "./RecordFormPage";

/** /farmingManage/record/:type/update/:id — edit a record, with its history. */
export default UpdatePage;
