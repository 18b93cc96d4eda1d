import { useEffect, useMemo } from 'react';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { loadRights, selectMemberships, selectUserTypes, useSessionStore } from '@coffee/api-client';
import type { EntityPageDescriptor, OrgType } from '@coffee/domain';
import { usePageRights } from '@coffee/field-toolkit/engine';
import { DetailView } from '@coffee/field-toolkit/engine/detail';
import { createAllowance } from './createAllowance';
import { createPage } from './createPage';

/** The create form of a cafe or roastery, or why the user may not create another one. */
export function CreateOrganisationScreen({ org, descriptor }: { org: OrgType; descriptor: EntityPageDescriptor }) {
  const { t } = useTranslation();
  const page = useMemo(() => createPage(org, descriptor), [org, descriptor]);
  const rights = usePageRights();
  const userTypes = useSessionStore(selectUserTypes);
  const memberships = useSessionStore(selectMemberships(org));
  const loaded = useSessionStore((state) => state.rights[org] !== undefined);
  useEffect(() => {
    if (!loaded) void loadRights([org]);
  }, [loaded, org]);

  const { allowed, limit, remaining } = createAllowance(org, userTypes, memberships);
  const names = { org: t(`blocks.create.${org}`), limit, remaining };
  if (loaded && !allowed)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{t('blocks.create.limitReached', names)}</MessageBarBody>
      </MessageBar>
    );
  return (
    <>
      {loaded && (
        <MessageBar intent="info">
          <MessageBarBody>{t('blocks.create.remaining', names)}</MessageBarBody>
        </MessageBar>
      )}
      <DetailView page={page} rights={rights} />
    </>
  );
}
