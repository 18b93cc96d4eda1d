import { holdWhileDrawing } from '../drawing/afterDrawn';
import { resetSession, signInLocally } from '../testing/mockFetch';
import { cachePersisted, persistWhenSignedIn } from './openCacheDb';

beforeEach(() => {
  resetSession();
  signInLocally({});
});

it("stores an answer that arrives while the page draws its form only once the form is drawn: Dexie's code comes after the first field", async () => {
  const release = holdWhileDrawing();
  const write = jest.fn(async () => undefined);
  persistWhenSignedIn(write);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(write).not.toHaveBeenCalled();
  release();
  await cachePersisted();
  expect(write).toHaveBeenCalledTimes(1);
});

it('stores the next answers at once, the database being open', async () => {
  const release = holdWhileDrawing();
  const write = jest.fn(async () => undefined);
  persistWhenSignedIn(write);
  await new Promise((resolve) => setTimeout(resolve, 0));
  await cachePersisted();
  release();
  expect(write).toHaveBeenCalledTimes(1);
});
