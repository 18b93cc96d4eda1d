import type { FieldDef, PageRights } from '@coffee/domain';
import type { ReactNode } from 'react';
import { Button, Subtitle2, Text, Toolbar, makeStyles, tokens } from '@fluentui/react-components';
import { isRequired } from '@coffee/domain';
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
import { Form, useForm, useFormState } from 'react-final-form';
import type { FormApi } from 'final-form';
import { useTranslation } from 'react-i18next';
import { FieldActionsProvider, FormField, SubListField } from '@coffee/field-toolkit/forms';
import type { FormValues } from '@coffee/field-toolkit/forms';
import type { PageConfig } from '../config';
import { useFieldOptions } from '../options';
import { useLocale } from '../session';
import { CopyFromOption, WatchChanges } from './FormWatchers';
import { useDetailController } from './useDetailController';
import type { DetailController } from './useDetailController';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  section: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  sectionTitle: { gridColumn: '1 / -1', margin: 0 },
  ad: { minHeight: '90px', backgroundColor: tokens.colorNeutralBackground3 },
});

export interface DetailViewProps {
  page: PageConfig;
  rights?: PageRights;
  ad?: ReactNode;
}

interface FieldProps {
  page: PageConfig;
  def: FieldDef;
  name: string;
  widgetMode: 'view' | 'edit' | 'skeleton';
  pageMode: DetailController['mode'];
}

/** A field with its options and dependencies wired from the page config. */
function EngineField({ page, def, name, widgetMode, pageMode }: FieldProps) {
  const locale = useLocale();
  const { values } = useFormState<FormValues>({ subscription: { values: true } });
  const requires = page.detail?.dependencies?.find((dependency) => dependency.field === def.name)?.requires ?? [];
  const options = useFieldOptions(def, values, locale, requires);
  return (
    <FormField
      def={def}
      name={name}
      mode={widgetMode}
      required={widgetMode === 'edit' && isRequired(def.required, locale)}
      disabled={options.blocked}
      options={def.codeGroup || def.lookup ? options.options : undefined}
      optionsLoading={options.loading}
      onReloadOptions={options.reload}
      renderCustom={
        page.detail?.renderField
          ? (field, fieldName) => page.detail?.renderField?.(field, fieldName, pageMode, values) ?? null
          : undefined
      }
    />
  );
}

function PageHooks({ page, controller }: { page: PageConfig; controller: DetailController }) {
  const form = useForm<FormValues>();
  const { values } = useFormState<FormValues>({ subscription: { values: true } });
  page.detail?.useCustom?.({ values, change: (name, value) => form.change(name, value), mode: controller.mode });
  return null;
}

function Buttons({ page, controller }: { page: PageConfig; controller: DetailController }) {
  const { t } = useTranslation();
  const form = useForm<FormValues>();
  const { mode, canEdit, canDelete } = controller;
  const editing = mode !== 'view';
  return (
    <Toolbar aria-label={t(`pages.${page.key}`, { defaultValue: page.key })}>
      {!page.entity.singleRecord && (
        <Button icon={<ListRegular />} onClick={controller.toList}>
          {t('widgets.list')}
        </Button>
      )}
      {!editing && canEdit && (
        <Button icon={<EditRegular />} onClick={controller.edit}>
          {t('widgets.edit')}
        </Button>
      )}
      {canDelete && (
        <Button icon={<DeleteRegular />} onClick={() => void controller.remove()}>
          {t('widgets.delete')}
        </Button>
      )}
      {editing && (
        <Button icon={<DismissRegular />} onClick={controller.cancel}>
          {t('widgets.cancel')}
        </Button>
      )}
      {editing && (
        <Button icon={<ArrowUndoRegular />} onClick={() => form.reset(controller.initialValues)}>
          {t('widgets.undo')}
        </Button>
      )}
      {editing && (
        <Button appearance="primary" type="submit" icon={<SaveRegular />}>
          {t('widgets.save')}
        </Button>
      )}
      {mode !== 'write' && (
        <Button icon={<ArrowClockwiseRegular />} onClick={controller.reload}>
          {t('widgets.reload')}
        </Button>
      )}
      <Button icon={<CopyRegular />} onClick={() => void controller.copy(form.getState().values)}>
        {t('widgets.copy')}
      </Button>
      {editing && (
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
    </Toolbar>
  );
}

/** The generic detail screen; behaviour lives in useDetailController. */
export function DetailView({ page, rights, ad }: DetailViewProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const controller = useDetailController(page, rights);
  if (controller.status === 'failed')
    return <Text role="alert">{t(controller.failure ?? 'messages.nodata_text')}</Text>;

  const fields = page.entity.fields;
  const sections = page.detail?.sections ?? [
    { fields: fields.filter((field) => !field.directFor).map((field) => field.name) },
  ];
  const skeleton = controller.status === 'loading';

  // A section whose fields are all hidden here (audit fields on create) is left out with its title.
  const shown = (name: string) => {
    const def = fields.find((field) => field.name === name);
    return def !== undefined && controller.fieldState(def) !== 'hidden';
  };

  const renderField = (def: FieldDef, name = def.name) => {
    const state = controller.fieldState(def);
    if (state === 'hidden') return null;
    return (
      <EngineField
        key={name}
        page={page}
        def={def}
        name={name}
        widgetMode={skeleton ? 'skeleton' : state}
        pageMode={controller.mode}
      />
    );
  };

  return (
    <Form<FormValues>
      initialValues={controller.initialValues}
      initialValuesEqual={(a, b) => JSON.stringify(a) === JSON.stringify(b)}
      onSubmit={async (values: FormValues, form: FormApi<FormValues>) => {
        if ((await controller.save(values)) && controller.mode === 'edit') form.reset();
      }}
      render={({ handleSubmit }) => (
        <FieldActionsProvider actions={page.detail?.fieldActions}>
          <form noValidate onSubmit={handleSubmit} className={styles.root}>
            <Buttons page={page} controller={controller} />
            <PageHooks page={page} controller={controller} />
            <WatchChanges page={page} />
            {page.detail?.optionCopies?.map((rule) => (
              <CopyFromOption key={rule.field} page={page} rule={rule} />
            ))}
            {sections
              .filter((section) => section.fields.some(shown))
              .map((section, index) => (
                <section
                  key={section.title ?? index}
                  aria-label={section.title ? t(section.title) : undefined}
                  className={styles.section}
                >
                  {section.title && (
                    <Subtitle2 as="h2" className={styles.sectionTitle}>
                      {t(section.title)}
                    </Subtitle2>
                  )}
                  {section.fields.map((name) => {
                    const def = fields.find((field) => field.name === name);
                    if (!def) return null;
                    if (def.rows) {
                      return (
                        <SubListField
                          key={name}
                          list={def}
                          mode={skeleton ? 'skeleton' : controller.mode === 'view' ? 'view' : 'edit'}
                          renderField={(rowDef, indexedName) => renderField(rowDef, indexedName)}
                        />
                      );
                    }
                    return renderField(def);
                  })}
                </section>
              ))}
            {!page.hideAd && !page.entity.singleRecord && (
              <aside aria-label={t('widgets.advertisement')} className={styles.ad}>
                {ad}
              </aside>
            )}
          </form>
        </FieldActionsProvider>
      )}
    />
  );
}
