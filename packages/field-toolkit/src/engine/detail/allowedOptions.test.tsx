import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@coffee/field-toolkit/runtime';
import { crudPaths, entity, ref, seqKey } from '@coffee/domain';
import { jsonResponse, mockFetch, renderWithProviders } from '../../testing';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { DetailView } from './DetailView';

const member = entity({
  name: 'AllowedMember',
  keys: ['member_seq'],
  scope: 'none',
  api: crudPaths('/api/test/member'),
  fields: [
    seqKey('member_seq'),
    ref('member_status', { url: '/api/code/status' }),
    ref('member_event', { url: '/api/code/event' }, { codeValues: ['SGNP'] }),
  ],
});
const options = {
  '/api/code/status': ['BARISTA', 'SAST', 'MNG', 'SMNG', 'FIRE'],
  '/api/code/event': ['SGNP', 'CSTMR'],
};

beforeEach(() => {
  mockFetch().mockImplementation(async (url: string) => {
    const path = Object.keys(options).find((key) => url.includes(key)) as keyof typeof options | undefined;
    return jsonResponse({
      status: 'OK',
      result: path ? options[path].map((value) => ({ value, label: `${value} label` })) : [],
    });
  });
});

/** The options listed once the lookup has answered (`first` is listed). */
const optionsOf = async (name: string, first: string) => {
  const box = (await screen.findAllByRole('combobox')).find((item) => item.getAttribute('name') === name)!;
  await userEvent.click(box);
  await screen.findByRole('option', { name: first });
  const listed = (await screen.findAllByRole('option')).map((option) => option.textContent);
  await userEvent.keyboard('{Escape}');
  return listed;
};

it('offers a select only the values the page allows this visitor, and only a field fixed codeValues', async () => {
  const page: PageConfig = {
    key: 'AllowedMember',
    entity: member,
    listPath: '/members',
    detail: {
      allowedOptions: (def, { visitor }) =>
        def.name === 'member_status' && visitor.orgRole !== 'OWN' ? ['BARISTA', 'SAST', 'MNG'] : undefined,
    },
  };
  renderWithProviders(
    <Routes>
      <Route path="/members/:id" element={<DetailView page={page} />} />
    </Routes>,
    { route: '/members/write' },
  );
  // In the visitor's language order (behaviour §09-2.2).
  expect(await optionsOf('member_status', 'BARISTA label')).toEqual(['BARISTA label', 'MNG label', 'SAST label']);
  expect(await optionsOf('member_event', 'SGNP label')).toEqual(['SGNP label']);
});
