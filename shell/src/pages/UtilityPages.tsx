import { Link, StatusPage } from '@coffee/field-toolkit/runtime';
import { Button, Card, CardHeader, Body1, makeStyles, tokens } from '@fluentui/react-components';
import { BuildingShop24Regular } from '@fluentui/react-icons/svg/building-shop';
import { DrinkCoffee24Regular } from '@fluentui/react-icons/svg/drink-coffee';
import { Globe24Regular } from '@fluentui/react-icons/svg/globe';
import { LockClosed24Regular } from '@fluentui/react-icons/svg/lock-closed';
import { PersonLock24Regular } from '@fluentui/react-icons/svg/person-lock';
import { useTranslation } from 'react-i18next';
import type { OrgType } from '@coffee/domain';
import { localeHref, useRoute } from '../layout/navigation';

const useStyles = makeStyles({
  createLink: { textDecoration: 'none', color: 'inherit', display: 'block', maxWidth: '28rem', width: '100%' },
  card: { ':hover': { boxShadow: tokens.shadow16 } },
  options: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', justifyContent: 'center' },
});

function HomeButton() {
  const { t } = useTranslation();
  const { locale } = useRoute();
  return (
    <Link to={localeHref(locale)}>
      <Button appearance="secondary" tabIndex={-1}>
        {t('shell.goHome')}
      </Button>
    </Link>
  );
}

export function NoPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<Globe24Regular />}
      title={t('shell.noPageTitle')}
      text={t('messages.nopage_text')}
      actions={<HomeButton />}
    />
  );
}

export function NoPermission() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<LockClosed24Regular />}
      title={t('shell.noPermissionTitle')}
      text={t('messages.nopermission_text')}
      actions={<HomeButton />}
    />
  );
}

export function NoAuthority() {
  const { t } = useTranslation();
  return (
    <StatusPage icon={<PersonLock24Regular />} title={t('shell.noAuthorityTitle')} text={t('messages.noauth_text')} />
  );
}

/** A rich link to create an organisation of the given type. */
function CreateOrganisationLink({ org }: { org: OrgType }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { locale } = useRoute();
  const cafe = org === 'cafe';
  return (
    <Link to={localeHref(locale, org, 'create')} className={styles.createLink}>
      <Card className={styles.card}>
        <CardHeader
          image={cafe ? <DrinkCoffee24Regular /> : <BuildingShop24Regular />}
          header={<strong>{cafe ? t('shell.createCafe') : t('shell.createRoaster')}</strong>}
          description={<Body1>{cafe ? t('shell.createCafeDetail') : t('shell.createRoasterDetail')}</Body1>}
        />
      </Card>
    </Link>
  );
}

/** No-cafe / no-roaster page: the page needs an organisation the user does not belong to. */
export function NoOrganisation({ org }: { org: OrgType }) {
  const { t } = useTranslation();
  const cafe = org === 'cafe';
  return (
    <StatusPage
      icon={cafe ? <DrinkCoffee24Regular /> : <BuildingShop24Regular />}
      title={cafe ? t('shell.noCafeTitle') : t('shell.noRoasterTitle')}
      text={cafe ? t('messages.nocafe_text') : t('messages.noroaster_text')}
      actions={<CreateOrganisationLink org={org} />}
    />
  );
}

/** The fallback `/create`: choose what to create. */
export function CreateChooser() {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<DrinkCoffee24Regular />}
      title={t('shell.createFallback')}
      actions={
        <div className={styles.options}>
          <CreateOrganisationLink org="cafe" />
          <CreateOrganisationLink org="roaster" />
        </div>
      }
    />
  );
}
