import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@coffee/api-client';
import { dismissAllDialogs } from '@coffee/field-toolkit/dialogs';
import { definePage } from '@coffee/field-toolkit/engine';
import { jsonResponse, mockFetch } from '@coffee/field-toolkit/testing';
import { renderBlockDetail } from '../testing/renderBlock';
import { brewingSteps } from './brewingSteps';
import { PAGES } from '@coffee/suite';

jest.mock('highcharts-react-official', () => jest.requireActual('../../charts/testing/highchartsReactMock'));

const block = brewingSteps();
const page = definePage(PAGES.UserBrewingResult, {
  detail: {
    sections: block.sections,
    derive: block.derive,
    useCustom: block.useCustom,
    fieldActions: block.fieldActions,
  },
});

beforeEach(() => {
  sessionStore.setState({ status: 'signedIn', user: { user_id: 'user', name: 'User', usertype: ['USER'] } });
  mockFetch().mockImplementation(async () => jsonResponse({ status: 'OK', result: {} }));
});
afterEach(() => act(() => dismissAllDialogs()));

it('says why the total cannot be stamped before the brew has a start time, and leaves it empty', async () => {
  renderBlockDetail(page, 'write');
  await userEvent.click(await screen.findByRole('button', { name: 'Total brewing time: Stamp elapsed time' }));
  expect(await screen.findByRole('alertdialog')).toHaveTextContent(/timer is not running.*set the start time first/);
  expect(document.querySelector<HTMLInputElement>('input[name="brewing_term"]')).toHaveValue('');
});
