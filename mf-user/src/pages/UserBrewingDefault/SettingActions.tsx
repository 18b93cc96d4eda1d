import type { FormValues } from '@coffee/field-toolkit/forms';
import { RecordBrewLink } from '../../shared/ActionLinks';

/** A saved setting offers "record a brew", which opens a brewing record filled from it. */
export function SettingActions({ record, mode }: { record: FormValues; mode: 'write' | 'edit' | 'view' }) {
  return mode === 'view' ? <RecordBrewLink setting={record.brewing_seq} /> : null;
}
