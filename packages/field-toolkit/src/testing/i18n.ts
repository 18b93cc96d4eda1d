import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { widgetStrings } from '../i18n/widgets';

/** A stand-in for the lead's catalogue: the message keys the toolkit uses, with their placeholders. */
export const testMessages = {
  validation_error: 'Check the input',
  field_required: '{{field}} is required',
  field_NaN: '{{field}} must be a number',
  field_minValue: '{{field}} must be at least {{value}}',
  field_maxValue: '{{field}} must be at most {{value}}',
  field_minLength: '{{field}} needs at least {{value}} bytes',
  field_maxLength: '{{field}} allows at most {{value}} bytes',
  sublist_minLength: '{{field}} needs at least {{value}} rows',
  sublist_maxLength: '{{field}} allows at most {{value}} rows',
  save: 'Save',
  save_detail: 'Save the changes?',
  save_ok: 'Saved',
  save_not_changed: 'Nothing changed',
  error: 'Error',
  error_text: 'A network error occurred',
  nodata_text: 'No data',
  noauth_text: 'Sign in required',
  nopermission_text: 'No permission',
  nopage_text: 'No such page',
  trash: 'Clear',
  delete_detail: 'Delete this record?',
  save_conflict: 'Someone else saved this record first. Your input is kept.',
  upload_done: 'The file was uploaded.',
  delete_ok: 'Deleted',
  copy: 'Copy',
  copy_ok: 'Copied',
  copy_failed: 'Copy failed',
  paste: 'Paste',
  clipboard_paste_failed: 'Nothing to paste',
  alert: 'Notice',
  refresh_select_detail: 'Reload this list from the server?',
  not_checked_file_label: 'This file type is not allowed',
  underconstruction: 'Under construction',
  roasting_greenbean_exist: 'This green bean is already in the list.',
  roasting_add: 'Add roasting',
  roasting_exist: 'This roasting is already in the list.',
};

export const testFields = {
  bean_name: 'Bean name',
  bean_memo: 'Memo',
  bean_weight: 'Weight',
  bean_score: 'Score',
  bean_country: 'Country',
  bean_region: 'Region',
  bean_process: 'Process',
  bean_process_direct: 'Process (direct)',
  bean_use: 'In use',
  rgst_at: 'Registered',
  row_name: 'Row name',
  row_weight: 'Row weight',
  row_list: 'Green beans',
};

export function createTestI18n(language: 'en' | 'kr' = 'en'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      en: { translation: { widgets: widgetStrings.en, messages: testMessages, fields: testFields } },
      kr: { translation: { widgets: widgetStrings.kr, messages: testMessages, fields: testFields } },
    },
  });
  return instance;
}
