import { StatusPage } from '@coffee/field-toolkit/runtime';
import { Button } from '@fluentui/react-components';
import { PlugDisconnected24Regular } from '@fluentui/react-icons/svg/plug-disconnected';
import { useTranslation } from 'react-i18next';
import type { AreaName } from '@coffee/domain';
import { useAreaMismatch } from '../remotes/areaStatus';
import { versionNeed } from '../remotes/sharedVersions';
import type { SharedMismatch } from '../remotes/sharedVersions';

/** An area built for another suite than this one: which version it needs and who can update what. */
function AreaNeedsVersion({ area, mismatch }: { area: AreaName; mismatch: SharedMismatch }) {
  const { t } = useTranslation();
  const { update, packageName, needed, provided } = versionNeed(mismatch);
  const kernel = t(`shell.kernel.${packageName.replace(/^@coffee\//, '')}`, { defaultValue: packageName });
  const values = { area: t(`shell.areas.${area}`), kernel, needed, provided };
  return (
    <StatusPage
      role="alert"
      icon={<PlugDisconnected24Regular />}
      title={t(update === 'suite' ? 'shell.areaNeedsNewerSuite' : 'shell.areaNeedsUpdate')}
      text={t(update === 'suite' ? 'shell.areaNeedsNewerSuiteDetail' : 'shell.areaNeedsUpdateDetail', values)}
    />
  );
}

/** The page space when the suite's menu could not be loaded and none was kept: no page can be opened yet. */
export function MenuFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      role="alert"
      icon={<PlugDisconnected24Regular />}
      title={t('shell.menuFailed')}
      text={t('shell.menuFailedDetail')}
      actions={
        <Button appearance="primary" onClick={onRetry}>
          {t('shell.retry')}
        </Button>
      }
    />
  );
}

/** The area's page space when its remote failed to load: why, and what can be done. */
export function AreaFailed({ area, onRetry }: { area: AreaName; onRetry: () => void }) {
  const { t } = useTranslation();
  const mismatch = useAreaMismatch(area);
  // Trying again finds the same versions: the area says what needs updating instead.
  if (mismatch) return <AreaNeedsVersion area={area} mismatch={mismatch} />;
  return (
    <StatusPage
      role="alert"
      icon={<PlugDisconnected24Regular />}
      title={t('shell.areaFailed')}
      text={t('shell.areaFailedDetail', { area: t(`shell.areas.${area}`) })}
      actions={
        <Button appearance="primary" onClick={onRetry}>
          {t('shell.retry')}
        </Button>
      }
    />
  );
}
