import type { FormValues } from '@coffee/field-toolkit/forms';
import { BeanPageLink, RecordBrewLink } from '../../shared/ActionLinks';

/** A saved note links back to its bean's public page and on to recording a brew. */
export function NoteActions({ record, mode }: { record: FormValues; mode: 'write' | 'edit' | 'view' }) {
  if (mode !== 'view') return null;
  return (
    <>
      <BeanPageLink type={record.coffeebean_uuid_type} serial={record.coffeebean_uuid} />
      <RecordBrewLink />
    </>
  );
}
