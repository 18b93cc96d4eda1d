import { useParams } from '@coffee/field-toolkit/runtime';
import { pagePath } from '@coffee/domain';
import { page as receivedPage } from '../CoffeebeanReceived/page';
import { planQRReceived } from './flow';
import { QRRegistration, registrationPage } from './QRRegistration';
import { CAFE_PAGES } from '../../../model';

/** Registering a roaster's batch from its QR as a received batch of the cafe's bean. */
export function Screen() {
  const serial = useParams()['*'] ?? '';
  const page = registrationPage(CAFE_PAGES.CoffeebeanQRReceived, receivedPage, {
    idParam: 'none',
    successPath: () => pagePath(CAFE_PAGES.CoffeebeanReceived),
  });
  return <QRRegistration page={page} runKey={serial} plan={(ask) => planQRReceived(serial, ask)} />;
}
