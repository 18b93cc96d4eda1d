import { useParams } from '@coffee/field-toolkit/runtime';
import { cafeEntities } from '@coffee/domain';
import { definePage } from '@coffee/field-toolkit/engine';
import { page as receivedPage } from '../CoffeebeanReceived/page';
import { listPath } from '../../shared/routes';
import { planQRReceived } from './flow';
import { QRRegistration } from './QRRegistration';

/** Registering a roaster's batch from its QR as a received batch of the cafe's bean. */
export function Screen() {
  const serial = useParams()['*'] ?? '';
  const page = definePage({
    ...receivedPage,
    key: 'CoffeebeanQRReceived',
    entity: cafeEntities.CoffeebeanQRReceived,
    detail: { ...receivedPage.detail, idParam: 'none', successPath: () => listPath('CoffeebeanReceived') },
  });
  return <QRRegistration page={page} runKey={serial} plan={(ask) => planQRReceived(serial, ask)} />;
}
