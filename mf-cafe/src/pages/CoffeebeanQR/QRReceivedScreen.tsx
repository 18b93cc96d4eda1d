import { useParams } from '@coffee/field-toolkit/runtime';
import { pagePath, PAGES } from '@coffee/domain';
import { page as receivedPage } from '../CoffeebeanReceived/page';
import { planQRReceived } from './flow';
import { QRRegistration, registrationPage } from './QRRegistration';

/** Registering a roaster's batch from its QR as a received batch of the cafe's bean. */
export function Screen() {
  const serial = useParams()['*'] ?? '';
  const page = registrationPage(PAGES.CoffeebeanQRReceived, receivedPage, {
    idParam: 'none',
    successPath: () => pagePath(PAGES.CoffeebeanReceived),
  });
  return <QRRegistration page={page} runKey={serial} plan={(ask) => planQRReceived(serial, ask)} />;
}
