import { useParams, useSearchParams } from '@coffee/field-toolkit/runtime';
import { pagePath } from '@coffee/domain';
import { page as beanPage } from '../CoffeebeanDefault/page';
import { planQRDefault, qrReceivedPath } from './flow';
import { QRRegistration, registrationPage } from './QRRegistration';
import { CAFE_PAGES } from '../../../model';

/** Registering a roaster's blend from its QR as a cafe bean; then on to its batch when `?qrreceived` names one. */
export function Screen() {
  const serial = useParams()['*'] ?? '';
  const [query] = useSearchParams();
  const batch = query.get('qrreceived');
  const page = registrationPage(CAFE_PAGES.CoffeebeanQRDefault, beanPage, {
    idParam: 'none',
    successPath: () => (batch ? qrReceivedPath(batch) : pagePath(CAFE_PAGES.CoffeebeanDefault)),
  });
  return (
    <QRRegistration page={page} runKey={`${serial}|${batch ?? ''}`} plan={(ask) => planQRDefault(serial, batch, ask)} />
  );
}
