import { NETWORK_ERROR, apiPost } from '@coffee/api-client';
import {
  ApiNetworkError,
  apiKeys,
  detailQuery,
  settleOpening,
  takeOpening,
  useQuery,
  useQueryClient,
} from '@coffee/api-client/query';
import type { FieldDef, PageRights, ValidationFailure } from '@coffee/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from '@coffee/field-toolkit/runtime';
import { alert, answerMessage, confirm, notice, showValidationError, withLoading } from '@coffee/field-toolkit/dialogs';
import type { DialogText } from '@coffee/field-toolkit/dialogs';
import { failureMessage, flattenRecord, focusField, validateBeforeSave } from '@coffee/field-toolkit/forms';
import type { FormValues } from '@coffee/field-toolkit/forms';
import type { PageConfig, ScreenContext, Visitor } from '@coffee/field-toolkit/engine';
import { ALL_RIGHTS, apiPaths, recordId, useLocale, useOrgRole, useUserTypes } from '@coffee/field-toolkit/engine';
import { computeChanges, stripAudit } from './changes';
import { copyRecord, readClipboard } from './clipboard';
import { resolveId, resolveMode } from './mode';
import type { DetailMode } from './mode';
import type { RowScope } from './rowScope';
import { visibleEntity } from './visibility';
import { keepAndSend, sendOrKeep } from './sendOrKeep';
import { newRecordValues } from './newRecordValues';

export type DetailStatus = 'loading' | 'ready' | 'failed';

export interface DetailController {
  mode: DetailMode;
  id: string | undefined;
  status: DetailStatus;
  /** Message key when the record could not be shown. */
  failure: DialogText | undefined;
  /** The record as loaded, or a new record's defaults: what a save compares with. */
  initialValues: FormValues;
  /** The values the form opens with, when they are more than the initial ones: a new record's `detail.opening`. */
  openingValues?: FormValues;
  canEdit: boolean;
  canDelete: boolean;
  visitor: Visitor;
  /** Mode, visitor, locale and URL query: the page hooks' context before the form exists. */
  screen: ScreenContext;
  /**
   * How a field renders for this visitor and mode (visibleTo, restrict, read-only, locked on update, roles);
   * a row field locked on update is locked in loaded rows only.
   */
  fieldState: (def: FieldDef, row?: RowScope) => 'hidden' | 'view' | 'edit';
  edit: () => void;
  cancel: () => void;
  toList: () => void;
  reload: () => void;
  /** true: saved; 'kept': kept on this device to be sent later (behaviour §06-1); false: not saved. */
  save: (values: FormValues) => Promise<boolean | 'kept'>;
  remove: () => Promise<void>;
  copy: (values: FormValues) => Promise<void>;
  /** Values to merge into the form, or null (clipboard_paste_failed was shown). */
  paste: () => Promise<FormValues | null>;
}

/** Headless detail screen (behaviour §01-2.6, §01-4). */
export function useDetailController(page: PageConfig, rights: PageRights = ALL_RIGHTS): DetailController {
  const { t } = useTranslation();
  const { entity } = page;
  const detail = page.detail ?? {};
  const paths = apiPaths(page);
  const params = useParams();
  const location = useLocation();
  const [query, setQuery] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const locale = useLocale();
  const userTypes = useUserTypes();
  const orgRole = useOrgRole(entity.scope === 'cafe' || entity.scope === 'roaster' ? entity.scope : null);
  const visitor: Visitor = { userTypes, orgRole };

  // A single-record page (my profile) shows the visitor's own record at its route: read at the detail path itself,
  // unless its config names where an id comes from.
  const own = entity.singleRecord === true && detail.idParam === undefined;
  const id = own ? '' : resolveId(params, location.pathname, detail.idParam ?? 'id');
  const modeParam = query.get('mode');
  const resolved = own ? (modeParam === 'edit' ? 'edit' : 'view') : resolveMode(id, modeParam);
  const mode = resolved === 'view' && !modeParam && detail.defaultMode ? detail.defaultMode : resolved;
  const screen: ScreenContext = { mode, visitor, locale, query };
  const loadsRecord = mode !== 'write' && (own || id !== undefined);
  const detailOptions = detail.checkMode ? { editMode: true } : {};
  const recordQuery = detailQuery<Record<string, unknown>>(paths.detail, id ?? '', detailOptions);
  // The record its route fetched for this opening is not fetched again (behaviour §11-3.2).
  const [opening] = useState(() => ({ key: recordQuery.queryKey, holds: takeOpening(recordQuery.queryKey) }));
  useEffect(() => settleOpening(opening.key), [opening]);
  const record = useQuery({
    ...recordQuery,
    enabled: loadsRecord && rights.view,
    refetchOnMount: (query) => !opening.holds(query),
  });

  const response = record.data;
  const loaded =
    response && response.status === 'OK' && 'result' in response && response.result
      ? (response.result as Record<string, unknown>)
      : undefined;
  let status: DetailStatus = 'ready';
  let failure: DialogText | undefined;
  if (loadsRecord) {
    if (!rights.view) [status, failure] = ['failed', { key: 'messages.nopermission_text' }];
    else if (record.isError)
      [status, failure] = [
        'failed',
        answerMessage(t, record.error instanceof ApiNetworkError ? record.error.response : NETWORK_ERROR),
      ];
    else if (!response) status = 'loading';
    else if (!loaded)
      [status, failure] = [
        'failed',
        response.status === 'OK' ? { key: 'messages.nodata_text' } : answerMessage(t, response),
      ];
  }

  const initialValues = useMemo<FormValues>(() => {
    if (loaded) return flattenRecord(entity, loaded);
    return newRecordValues(entity, locale, detail.defaults?.(screen));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed per loaded record
  }, [loaded, entity, locale]);
  // What the route fetched for a new record is read once as it opens (it is taken once, behaviour §11-3.2), not again
  // on a change of language.
  const opened = useMemo(
    () => (loaded ? undefined : detail.opening?.(screen)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opened record
    [loaded, entity],
  );
  const openingValues = useMemo(
    () => (opened ? { ...initialValues, ...flattenRecord(entity, opened) } : initialValues),
    [initialValues, opened, entity],
  );

  const editFlag = loaded?.[detail.editCheckField ?? 'edit_check'];
  const canEdit = rights.edit && !entity.readOnly && editFlag !== false && editFlag !== 0;
  const canDelete = rights.remove && !entity.singleRecord && mode === 'view' && canEdit;

  const setMode = (next: DetailMode | null) => {
    const nextQuery = new URLSearchParams(query);
    if (next) nextQuery.set('mode', next);
    else nextQuery.delete('mode');
    setQuery(nextQuery);
  };
  const toList = () => navigate(page.listPath);
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: apiKeys.details(paths.detail) });
    await client.invalidateQueries({ queryKey: apiKeys.lists(paths.list) });
  };

  const fieldState = (def: FieldDef, row?: RowScope): 'hidden' | 'view' | 'edit' => {
    if (def.visibleTo && !def.visibleTo.some((type) => userTypes.includes(type))) return 'hidden';
    if (def.visibleToRoles && !(orgRole && (def.visibleToRoles as readonly string[]).includes(orgRole)))
      return 'hidden';
    const restriction = detail.restrict?.(def, screen);
    if (restriction === 'hidden') return 'hidden';
    // Nothing is registered yet on create.
    if (mode === 'write' && def.audit) return 'hidden';
    if (mode === 'view' || restriction === 'disabled') return 'view';
    if (
      def.audit ||
      def.readOnly ||
      def.generated ||
      def.computed ||
      (mode === 'edit' && def.lockedOnUpdate && (row?.loaded ?? true))
    )
      return 'view';
    if (def.editableByRoles && !(orgRole && (def.editableByRoles as readonly string[]).includes(orgRole)))
      return 'view';
    return 'edit';
  };

  const save = async (values: FormValues): Promise<boolean | 'kept'> => {
    if (mode === 'view') return false;
    const saveMode = mode;
    // Fields hidden by their condition are neither validated nor sent.
    const shown = visibleEntity(page, values);
    if (
      !(await validateBeforeSave(t, shown, values, {
        mode: saveMode,
        locale,
        ...(detail.customCheck ? { customCheck: detail.customCheck } : {}),
      }))
    )
      return false;
    const { changed, body } = computeChanges(shown, initialValues, values, saveMode);
    if (!changed) {
      await alert({ title: { key: 'messages.save' }, message: { key: 'messages.save_not_changed' } });
      return false;
    }
    // The server validates with the same rules: it needs the UI locale to know which name is required.
    const sent = { ...body, locale };
    const acknowledge = saveMode === 'write' ? detail.offline?.acknowledge : undefined;
    if (acknowledge) {
      // Asks nothing: kept at once, acknowledged with an Undo, sent after the saves kept before it (§10-4.4).
      const summary = detail.offline!.summary(values);
      const on = await keepAndSend({ path: paths.save, page: page.key, body: sent, values, summary });
      acknowledge({ ...on, entity, removePath: paths.remove });
      void on.sending.then(refresh);
      return 'kept';
    }
    if (!(await confirm({ title: { key: 'messages.save' }, message: { key: 'messages.save_detail' } }))) return false;
    const result = await withLoading(() =>
      detail.offline && saveMode === 'write'
        ? sendOrKeep({ path: paths.save, page: page.key, body: sent, values, summary: detail.offline.summary(values) })
        : apiPost<Record<string, unknown>>(paths.save, sent),
    );
    if (result === 'kept' || result === 'retrying') {
      const message = result === 'kept' ? 'messages.save_kept' : 'messages.save_kept_retrying';
      await alert({ title: { key: 'messages.save' }, message: { key: message } });
      return 'kept';
    }
    if (result.status !== 'OK') {
      let refusedField: string | undefined;
      const message = answerMessage(t, result, (refusal) => {
        refusedField = refusal.field;
        return failureMessage(t, entity, refusal as ValidationFailure);
      });
      if (refusedField) {
        // The server's own validation refused a field: shown like the form's, naming the field and the rule.
        await showValidationError(message);
        setTimeout(() => focusField(refusedField ?? ''), 0);
        return false;
      }
      await alert({ title: { key: 'messages.error' }, message });
      return false;
    }
    const { title = 'messages.save', message = 'messages.save_ok' } = detail.savedDialog ?? {};
    await notice({ title: { key: title }, message: { key: message } });
    const saved = 'result' in result ? (result.result as Record<string, unknown> | undefined) : undefined;
    await detail.onSaved?.(saved, { mode: saveMode, id, values, query });
    const target = detail.successPath?.(saved, { mode: saveMode, id, values, query });
    await refresh();
    if (target) navigate(target);
    else if (saveMode === 'write') {
      const newId = saved ? recordId(entity, saved) : '';
      navigate(newId.replace(/_/g, '') ? `${page.listPath}/${encodeURIComponent(newId)}` : page.listPath);
    } else setMode(null);
    return true;
  };

  const remove = async () => {
    if (!(await confirm({ title: { key: 'widgets.delete' }, message: { key: 'messages.delete_detail' } }))) return;
    const keys = Object.fromEntries(entity.keys.map((key) => [key, initialValues[key]]));
    const result = await withLoading(() => apiPost(paths.remove, { ...keys, edit_at: initialValues.edit_at }));
    if (result.status !== 'OK') {
      await alert({ title: { key: 'messages.error' }, message: answerMessage(t, result) });
      return;
    }
    await alert({ title: { key: 'widgets.delete' }, message: { key: 'messages.delete_ok' } });
    await refresh();
    toList();
  };

  const category = page.clipboardCategory ?? page.key;
  return {
    mode,
    id,
    status,
    failure,
    initialValues,
    openingValues,
    canEdit,
    canDelete,
    visitor,
    screen,
    fieldState,
    edit: () => setMode('edit'),
    cancel: () => (mode === 'write' && !entity.singleRecord ? toList() : setMode(null)),
    toList,
    reload: () => void record.refetch(),
    save,
    remove,
    copy: async (values) => {
      const ok = await copyRecord(values, category, userTypes);
      await alert({
        title: { key: 'messages.copy' },
        message: { key: ok ? 'messages.copy_ok' : 'messages.copy_failed' },
      });
    },
    paste: async () => {
      const copied = readClipboard(category);
      if (!copied) {
        await alert({ title: { key: 'messages.paste' }, message: { key: 'messages.clipboard_paste_failed' } });
        return null;
      }
      const pasted = stripAudit(copied);
      for (const key of entity.keys) delete pasted[key];
      delete pasted.edit_check;
      return pasted;
    },
  };
}
