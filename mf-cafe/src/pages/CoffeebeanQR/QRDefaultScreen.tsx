import { useParams, useSearchParams } from '@coffee/field-toolkit/runtime';
import { cafeEntities } from '@coffee/domain';
import { definePage } from '@coffee/field-toolkit/engine';
import { page as beanPage } from '../CoffeebeanDefault/page';
import { listPath } from '../../shared/routes';
import { planQRDefault, qrReceivedPath } from './flow';
import { QRRegistration } from './QRRegistration';

/** Registering a roaster's blend from its QR as a cafe bean; then on to its batch when `?qrreceived` names one. */
export function Screen() {
  const serial = useParams()['*'] ?? '';
  const [query] = useSearchParams();
  const batch = query.get('qrreceived');
  const page = definePage({
    ...beanPage,
    key: 'CoffeebeanQRDefault',
    entity: cafeEntities.CoffeebeanQRDefault,
    detail: {
      ...beanPage.detail,
      idParam: 'none',
      successPath: () => (batch ? qrReceivedPath(batch) : listPath('CoffeebeanDefault')),
    },
  });
  return (
    <QRRegistration page={page} runKey={`${serial}|${batch ?? ''}`} plan={(ask) => planQRDefault(serial, batch, ask)} />
  );
}
