import type { PageRights } from '@coffee/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, Switch, Text, Toolbar, makeStyles, tokens } from '@fluentui/react-components';
import {
  ArrowClockwiseRegular,
  ArrowUndoRegular,
  ClipboardPasteRegular,
  CopyRegular,
  DeleteRegular,
  DismissRegular,
  EditRegular,
  ListRegular,
  SaveRegular,
} from '@fluentui/react-icons';
import { Form, useForm } from 'react-final-form';
import type { FormApi } from 'final-form';
import { useTranslation } from 'react-i18next';
import { keepAnswersOf } from '@coffee/api-client';
import { FieldActionsProvider, preloadWidgets } from '@coffee/field-toolkit/forms';
import { leaveAllowed } from '@coffee/field-toolkit/runtime';
import { resolveDialogText } from '@coffee/field-toolkit/dialogs';
import type { FormValues } from '@coffee/field-toolkit/forms';
import type { PageConfig, ToolbarButton } from '@coffee/field-toolkit/engine';
import { PageHeading, preloadChartFields } from '@coffee/field-toolkit/engine';
import { FormBody } from './FormBody';
import { LeaveGuard } from './LeaveGuard';
import { ShowEmptyFieldsContext } from './sectionState';
import { afterNextPaint } from './sendOrKeep';
import { useDetailController } from './useDetailController';
import type { DetailController } from './useDetailController';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  // Wraps on a phone instead of running off the edge (375 px).
  buttons: { flexWrap: 'wrap', rowGap: tokens.spacingVerticalXS },
});

const FORM_SUBSCRIPTION = {};

/** The first field a visitor can type in, past the toolbar. */
const FIRST_FIELD =
  'section input:not([readonly]):not([disabled]):not([type=hidden]), section textarea:not([readonly]):not([disabled]), section select:not([disabled])';

/**
 * After New or Edit, focus goes to the first field the visitor can fill; back in view after a save (its notice
 * closed by itself, behaviour §10-3.5), to the page's heading rather than the page's end.
 */
function useFocusFirstField(formId: string, editing: boolean) {
  const wasEditing = useRef(editing);
  useEffect(() => {
    const form = document.getElementById(formId);
    if (editing && form && !form.contains(document.activeElement))
      form.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    if (!editing && wasEditing.current && form && !form.contains(document.activeElement))
      form.querySelector<HTMLElement>('h1')?.focus();
    wasEditing.current = editing;
  }, [formId, editing]);
}

export interface DetailViewProps {
  page: PageConfig;
  rights?: PageRights;
}

interface ButtonsProps {
  page: PageConfig;
  controller: DetailController;
  showEmpty: boolean;
  onShowEmpty: (show: boolean) => void;
}

function Buttons({ page, controller, showEmpty, onShowEmpty }: ButtonsProps) {
  const { t } = useTranslation();
  const form = useForm<FormValues>();
  const { mode, canEdit, canDelete } = controller;
  const editing = mode !== 'view';
  const hidden = new Set(page.detail?.hideButtons ?? []);
  const shows = (button: ToolbarButton) => !hidden.has(button);
  const styles = useStyles();
  /** Leaving through the toolbar asks first while the form holds changes, like any other way out. */
  const thenLeave = (action: () => void) => async () => {
    if (await leaveAllowed()) action();
  };
  const Actions = page.detail?.actions;
  return (
    <Toolbar className={styles.buttons} aria-label={t(`pages.${page.key}`, { defaultValue: page.key })}>
      {!page.entity.singleRecord && shows('list') && (
        <Button icon={<ListRegular />} onClick={thenLeave(controller.toList)}>
          {t('widgets.list')}
        </Button>
      )}
      {!editing && canEdit && shows('edit') && (
        <Button icon={<EditRegular />} onClick={controller.edit}>
          {t('widgets.edit')}
        </Button>
      )}
      {canDelete && shows('delete') && (
        <Button icon={<DeleteRegular />} onClick={() => void controller.remove()}>
          {t('widgets.delete')}
        </Button>
      )}
      {editing && shows('cancel') && (
        <Button
          icon={<DismissRegular />}
          onClick={thenLeave(() => {
            form.reset();
            controller.cancel();
          })}
        >
          {t('widgets.cancel')}
        </Button>
      )}
      {editing && shows('undo') && (
        <Button
          icon={<ArrowUndoRegular />}
          onClick={() => form.reset(controller.openingValues ?? controller.initialValues)}
        >
          {t('widgets.undo')}
        </Button>
      )}
      {editing && (
        <Button appearance="primary" type="submit" icon={<SaveRegular />}>
          {t('widgets.save')}
        </Button>
      )}
      {mode !== 'write' && shows('reload') && (
        <Button icon={<ArrowClockwiseRegular />} onClick={controller.reload}>
          {t('widgets.reload')}
        </Button>
      )}
      {shows('copy') && (
        <Button icon={<CopyRegular />} onClick={() => void controller.copy(form.getState().values)}>
          {t('widgets.copy')}
        </Button>
      )}
      {editing && shows('paste') && (
        <Button
          icon={<ClipboardPasteRegular />}
          onClick={async () => {
            const pasted = await controller.paste();
            if (pasted) form.batch(() => Object.entries(pasted).forEach(([name, value]) => form.change(name, value)));
          }}
        >
          {t('widgets.paste')}
        </Button>
      )}
      {/* The page's own actions act on the record: offered once it has arrived (a brew recorded from a setting
          clicked early would otherwise lose its setting). */}
      {Actions && controller.status === 'ready' && <Actions record={controller.initialValues} mode={mode} />}
      {!editing && (
        <Switch
          label={t('widgets.showEmptyFields')}
          checked={showEmpty}
          onChange={(_, data) => onShowEmpty(data.checked)}
        />
      )}
    </Toolbar>
  );
}

/**
 * A page that works offline shows its kept saves above a new record's form; a refused one comes back to be fixed.
 * They are read from the browser's database once the form's first section can be drawn (its widgets' code in): the
 * database's code comes after the form's first field (behaviour §06-7, §11-3.1), whatever the browser's idle moments
 * before.
 */
function KeptSaves({ page }: { page: PageConfig }) {
  const form = useForm<FormValues>();
  const Panel = page.detail?.offline?.panel;
  const [firstDrawn, setFirstDrawn] = useState(false);
  useEffect(() => {
    if (!Panel) return undefined;
    let current = true;
    const first = page.detail?.sections?.[0]?.fields ?? [];
    const defs = page.entity.fields.filter((field) => first.includes(field.name));
    const drawn = () => current && setFirstDrawn(true);
    void preloadWidgets(defs).then(drawn, drawn);
    return () => {
      current = false;
    };
  }, [page, Panel]);
  if (!Panel || !firstDrawn) return null;
  const fix = (values: FormValues) =>
    form.batch(() => Object.entries(values).forEach(([name, value]) => form.change(name, value)));
  return <Panel entity={page.entity} fix={fix} />;
}

/** The generic detail screen; behaviour lives in useDetailController. */
export function DetailView({ page, rights }: DetailViewProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const controller = useDetailController(page, rights);
  // The reads a form that works offline needs are kept for it (behaviour §06-4).
  if (page.detail?.offline) keepAnswersOf(page.detail.offline.reads);
  // A saved record's chart (a roast curve) is its page's main content: its code loads with the record, not after
  // the form. A new record's chart is empty: its code does not compete with the form's.
  const opensRecord = controller.mode !== 'write';
  useEffect(() => {
    if (!opensRecord) return;
    const sections = page.detail?.sections;
    const shown = sections && new Set(sections.flatMap((section) => section.fields));
    void preloadChartFields(shown ? page.entity.fields.filter((field) => shown.has(field.name)) : page.entity.fields);
  }, [page, opensRecord]);
  const formId = useId();
  const [showEmpty, setShowEmpty] = useState(false);
  useFocusFirstField(formId, controller.mode !== 'view' && controller.status === 'ready');
  if (controller.status === 'failed')
    return <Text role="alert">{resolveDialogText(t, controller.failure ?? { key: 'messages.nodata_text' })}</Text>;

  return (
    <Form<FormValues>
      initialValues={controller.openingValues ?? controller.initialValues}
      initialValuesEqual={(a, b) => JSON.stringify(a) === JSON.stringify(b)}
      // The form itself redraws on no change of state: each field follows its own value and dependencies.
      subscription={FORM_SUBSCRIPTION}
      onSubmit={async (values: FormValues, form: FormApi<FormValues>) => {
        const saved = await controller.save(values);
        // Kept for later: the form is ready for the next record, once the notice that says so is painted (redrawing
        // a whole form for the next record would hold that paint back).
        if (saved === 'kept') await afterNextPaint();
        if (saved === 'kept' || (saved && controller.mode === 'edit')) form.reset();
      }}
      render={({ handleSubmit }) => (
        <FieldActionsProvider actions={page.detail?.fieldActions}>
          <form id={formId} noValidate onSubmit={handleSubmit} className={styles.root}>
            <LeaveGuard active={controller.mode !== 'view'} entity={page.entity} />
            <PageHeading page={page} />
            <Buttons page={page} controller={controller} showEmpty={showEmpty} onShowEmpty={setShowEmpty} />
            {controller.mode === 'write' && <KeptSaves page={page} />}
            <ShowEmptyFieldsContext.Provider value={showEmpty}>
              <FormBody page={page} controller={controller} />
            </ShowEmptyFieldsContext.Provider>
          </form>
        </FieldActionsProvider>
      )}
    />
  );
}
