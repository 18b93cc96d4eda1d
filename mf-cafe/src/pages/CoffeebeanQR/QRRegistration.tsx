import { useEffect, useMemo, useState } from 'react';
import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { confirm } from '@coffee/field-toolkit/dialogs';
import { PageHeading, useLocale, usePageRights } from '@coffee/field-toolkit/engine';
import { DetailView } from '@coffee/field-toolkit/engine/detail';
import type { EntityPageDescriptor } from '@coffee/domain';
import { definePage } from '@coffee/field-toolkit/engine';
import type { DetailPageConfig, PageConfig } from '@coffee/field-toolkit/engine';
import { Navigate } from '@coffee/field-toolkit/runtime';
import type { QRPlan, QRQuestions } from './flow';

export interface QRRegistrationProps {
  /** The registration form; its defaults become the prefill. */
  page: PageConfig;
  /** Identifies one run of the flow (the serials); a new key runs it again. */
  runKey: string;
  plan: (ask: QRQuestions) => Promise<QRPlan>;
}

/**
 * The QR form of a registration: the page's own key, entity and calls with the form of the page it registers into
 * (`into`), whose list stays the way back.
 */
export function registrationPage(
  descriptor: EntityPageDescriptor,
  into: PageConfig,
  detail: DetailPageConfig,
): PageConfig {
  const { key: _key, entity: _entity, api: _api, listPath, ...setup } = into;
  return { ...definePage(descriptor, { ...setup, detail: { ...into.detail, ...detail } }), listPath };
}

const QUESTIONS: QRQuestions = {
  refresh: () => confirm({ title: { key: 'messages.confirm' }, message: { key: 'messages.confirm_refresh' } }),
  register: () =>
    confirm({ title: { key: 'messages.confirm' }, message: { key: 'messages.confirm_coffeebean_register' } }),
};

const localName = (info: Readonly<Record<string, unknown>>, base: string, korean: boolean): string =>
  String((korean ? info[`${base}_kr`] : info[base]) ?? info[base] ?? info[`${base}_kr`] ?? '');

/** Runs a QR registration flow once, then shows the prefilled form, goes where the flow says, or why it cannot. */
export function QRRegistration({ page, runKey, plan }: QRRegistrationProps) {
  const { t } = useTranslation();
  const korean = useLocale() === 'kr';
  const rights = usePageRights();
  const [result, setResult] = useState<{ key: string; plan: QRPlan } | undefined>();

  useEffect(() => {
    let live = true;
    void plan(QUESTIONS).then((next) => live && setResult({ key: runKey, plan: next }));
    return () => {
      live = false;
    };
    // `plan` closes over the serials that `runKey` names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runKey]);

  const current = result?.key === runKey ? result.plan : undefined;
  const prefilled = useMemo<PageConfig | undefined>(() => {
    if (current?.kind !== 'form') return undefined;
    const { values } = current;
    return {
      ...page,
      detail: { ...page.detail, defaults: (context) => ({ ...page.detail?.defaults?.(context), ...values }) },
    };
  }, [current, page]);

  if (current?.kind === 'go') return <Navigate to={current.to} replace />;
  if (current?.kind !== 'form')
    return (
      <>
        <PageHeading page={page} />
        {current ? (
          <MessageBar intent="warning">
            <MessageBarBody>{t('area.qr.notFound')}</MessageBarBody>
          </MessageBar>
        ) : (
          <Spinner label={t('area.qr.loading')} />
        )}
      </>
    );
  return (
    <>
      <MessageBar intent="info">
        <MessageBarBody>
          {t('area.qr.from', {
            name: localName(current.info, 'blending_name', korean),
            store: localName(current.info, 'store_name', korean),
          })}
        </MessageBarBody>
      </MessageBar>
      {prefilled && <DetailView page={prefilled} rights={rights} />}
    </>
  );
}
