import { messagesEn } from './messages.en';
import { messagesKr } from './messages.kr';

/**
 * The messages of the error catalogues (behaviour §01-8, §02-8, §03-8) and dialog titles, in both
 * languages. Loaded under `messages.*`; `{{field}}` is a translated field label, `{{bound}}` the rule's bound.
 */
export const SPEC_MESSAGE_KEYS = [
  // dialog titles
  'validation_error',
  'save',
  'error',
  'underconstruction',
  'copy',
  'paste',
  'trash',
  'alert',
  'confirm',
  'loading',
  // sign-in
  'signin_denied',
  'signin_denied_detail',
  'signin_already',
  'signin_ok',
  'signin_detail',
  // save and clipboard
  'save_detail',
  'save_ok',
  'save_not_changed',
  'save_conflict',
  'save_kept',
  'record_not_creatable',
  'save_check_ok',
  'register_check_ok',
  'register_ok',
  'register_detail',
  'error_text',
  'clipboard_paste_failed',
  'clipboard_trash_failed',
  'copy_ok',
  'copy_failed',
  'delete_ok',
  'delete_detail',
  'field_copy_ok',
  // status texts
  'noauth_text',
  'nopage_text',
  'nopermission_text',
  'nodata_text',
  'noroaster_text',
  'nocafe_text',
  'underconstruction_text',
  // selects, codes, uploads
  'refresh_select_detail',
  'code_reload_ok',
  'code_reload_failed',
  'not_checked_file_label',
  'upload_done',
  // validation
  'field_required',
  'field_NaN',
  'field_minValue',
  'field_maxValue',
  'field_minLength',
  'field_maxLength',
  'sublist_minLength',
  'sublist_maxLength',
  'sublist_flags',
  'field_range',
  'field_digits',
  'field_step',
  'roasted_above_green',
  'stock_short',
  'stock_item_missing',
  'field_serial',
  'short_code_invalid',
  'short_code_unknown',
  'short_code_ambiguous',
  // cupping sessions
  'cupping_session_closed',
  'cupping_sheet_submitted',
  'cupping_sheet_missing',
  'cupping_sample_subject',
  'cupping_triangle_samples',
  'cupping_cupper_submitted',
  'cupping_sample_scored',
  'cupping_cupper_missing',
  // production and bean pages
  'roasting_greenbean_exist',
  'roasting_add',
  'roasting_exist',
  'roasting_reference_invalid',
  'plan_range',
  'release_not_allowed',
  'release_before_drop',
  'roasting_batch_held',
  'batch_code_exist',
  'blend_ratio_reason',
  'blend_ratio_not_allowed',
  'trace_key_unknown',
  'variety_no_information',
  'confirm_refresh',
  'confirm_coffeebean_register',
  'parsing_error',
  // orders between a cafe and its roastery
  'order_not_partner',
  'order_not_for_sale',
  'order_bag_sizes',
  'order_status_changed',
  'order_blending_exist',
  'bag_mass_exist',
  'ship_not_ordered',
  'ship_line_mass',
] as const;

export type SpecMessageKey = (typeof SPEC_MESSAGE_KEYS)[number];

/** Both languages, for tests and tools; the runtime fetches one language's file at a time (`runtime/i18n.ts`). */
export const messages: Record<'kr' | 'en', Record<SpecMessageKey, string>> = { kr: messagesKr, en: messagesEn };
