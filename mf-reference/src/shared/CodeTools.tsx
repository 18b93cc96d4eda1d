import { Button, Link } from '@fluentui/react-components';
import { ArrowSyncRegular, DatabaseArrowDownRegular, DeleteDismissRegular } from '@fluentui/react-icons';
import { apiKeys, useQueryClient } from '@coffee/api-client/query';
import { useTranslation } from 'react-i18next';
import { clearLocalDatabase, reloadCodes } from '@coffee/api-client';
import type { UserType } from '@coffee/domain';
import { alert, withLoading } from '@coffee/field-toolkit/dialogs';
import { useUserTypes } from '@coffee/field-toolkit/engine';

/** Code reloading is for administrators (behaviour §02-6). */
export const canReloadCodes = (userTypes: readonly UserType[]): boolean =>
  userTypes.some((type) => type === 'SADMIN' || type === 'ADMIN');

/** Asks the server to reload its codes and drops the local copies; tells the outcome. */
export async function reloadAllCodes(dropCached: () => Promise<void>): Promise<boolean> {
  const response = await withLoading(() => reloadCodes());
  const ok = response.status === 'OK';
  if (ok) await dropCached();
  await alert({
    title: { key: 'area.codeTools.reload' },
    message: { key: ok ? 'messages.code_reload_ok' : 'messages.code_reload_failed' },
  });
  return ok;
}

/**
 * The code reload button and link (administrators) and the local database clear button (anyone). The reload changes
 * the server's state, so it is a POST: the link runs it in place like the button (a plain link would be a GET).
 */
export function CodeTools() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const userTypes = useUserTypes();
  const dropCached = () => client.invalidateQueries({ queryKey: ['api', 'codes'] });
  const clear = async () => {
    await withLoading(() => clearLocalDatabase());
    await client.invalidateQueries({ queryKey: apiKeys.all });
    await alert({ title: { key: 'area.codeTools.clear' }, message: { key: 'area.codeTools.cleared' } });
  };
  return (
    <>
      {canReloadCodes(userTypes) && (
        <>
          <Button appearance="subtle" icon={<ArrowSyncRegular />} onClick={() => void reloadAllCodes(dropCached)}>
            {t('area.codeTools.reload')}
          </Button>
          <Link onClick={() => void reloadAllCodes(dropCached)}>
            <DatabaseArrowDownRegular aria-hidden /> {t('area.codeTools.reloadLink')}
          </Link>
        </>
      )}
      <Button appearance="subtle" icon={<DeleteDismissRegular />} onClick={() => void clear()}>
        {t('area.codeTools.clear')}
      </Button>
    </>
  );
}
