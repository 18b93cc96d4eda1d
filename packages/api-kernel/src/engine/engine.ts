/** The generic engine: list, detail, save (with sub-lists) and delete of a resource, one module each. */
export { PAGE_SIZES, listRecords } from './list';
export type { ListResult } from './list';
export { detailRecord, keysFrom, readRecord } from './record';
export { readRows } from './sub-lists';
export { saveRecord } from './save';
export type { SaveInput } from './save';
export { deleteRecord } from './delete';
export { ownerOf, and } from './scope';
export { visibleTo } from './visibility';
