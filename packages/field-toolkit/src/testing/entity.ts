import type { EntityDef } from '@coffee/domain';
import {
  auditFields,
  code,
  crudPaths,
  entity,
  listDef,
  number,
  seqKey,
  subList,
  text,
  textArea,
  withDirect,
} from '@coffee/domain';

/** A small entity exercising the engine: keys, bytes, a scaled number, an 'input direct' select, a sub-list. */
export const testBean: EntityDef = entity({
  name: 'TestBean',
  keys: ['bean_seq'],
  scope: 'none',
  api: crudPaths('/api/test/bean'),
  fields: [
    seqKey('bean_seq'),
    text('bean_name', { required: true, minBytes: 3, maxBytes: 9, counter: true }),
    number('bean_weight', { scale: 10, min: 0, max: 100 }),
    ...withDirect(code('bean_process', 'PRCS'), { maxBytes: 300 }, 'bean_process_direct'),
    textArea('bean_memo', 3000),
    subList('row_list', {
      minRows: 1,
      maxRows: 2,
      fields: [text('row_name', { required: true }), number('row_weight', { min: 1 })],
    }),
    ...auditFields(),
  ],
  list: listDef(['bean_name', 'bean_weight', 'rgst_at'], {
    search: ['bean_process'],
    titleSearch: ['bean_name', 'bean_memo'],
    sort: ['bean_name'],
    mobileHidden: ['bean_weight'],
  }),
});
