import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissAllDialogs } from '@coffee/field-toolkit/dialogs';
import { jsonResponse, mockFetch } from '@coffee/field-toolkit/testing';
import { renderReference, signInTest } from '../../testing/renderReference';
import { SystemTableScreen } from './SystemTableScreen';

const answers: Record<string, unknown> = {
  schema: { status: 'OK', result: [{ TABLE_SCHEMA: 'public' }] },
  table: { status: 'OK', result: [{ TABLE_SCHEMA: 'public', TABLE_NAME: 'material', PRIMARY_KEYS: ['material_seq'] }] },
  column: {
    status: 'OK',
    result: [
      { COLUMN_NAME: 'material_seq', DATA_TYPE: 'integer', IS_NULLABLE: 'NO' },
      {
        COLUMN_NAME: 'material_name',
        DATA_TYPE: 'character varying',
        IS_NULLABLE: 'NO',
        CHARACTER_MAXIMUM_LENGTH: 300,
      },
    ],
  },
};

beforeEach(() => {
  localStorage.clear();
  signInTest(['SADMIN']);
  mockFetch().mockImplementation(async (url: string) =>
    jsonResponse(answers[String(url).split('/').pop() ?? ''] ?? { status: 'OK', result: [] }),
  );
});
afterEach(() => act(() => dismissAllDialogs()));

async function openMaterial() {
  renderReference(<SystemTableScreen />, { route: '/user/system/table' });
  const table = await screen.findByRole('combobox', { name: 'Table name' });
  await waitFor(() => expect(screen.getByRole('option', { name: 'material' })).toBeInTheDocument());
  await userEvent.selectOptions(table, 'material');
  return screen.findByRole('textbox', { name: /^Page name/ });
}

describe('system table screen', () => {
  it('lists the columns with their six checks', async () => {
    await openMaterial();
    expect(screen.getByRole('checkbox', { name: 'material_name UPDATE' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'material_seq UPDATE' })).not.toBeChecked();
    expect(screen.getAllByRole('checkbox')).toHaveLength(12);
  });

  it('names a missing required setting and focuses it before generating code', async () => {
    await openMaterial();
    await userEvent.click(screen.getByRole('button', { name: 'Generate code' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Page path: this field is required.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Page path/ })).toHaveFocus());

    await userEvent.type(screen.getByRole('textbox', { name: /^Page path/ }), 'user/product/material');
    await userEvent.click(screen.getByRole('button', { name: 'Generate code' }));
    const generated = await screen.findByRole('textbox', { name: 'Generated page config' });
    expect((generated as HTMLTextAreaElement).value).toContain("'user/product/material');");
  });

  it('answers a pasted block that does not parse with Parsing Error', async () => {
    await openMaterial();
    await userEvent.type(screen.getByRole('textbox', { name: 'Info block to paste' }), 'not a block');
    await userEvent.click(screen.getByRole('button', { name: 'Apply info block' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Parsing Error');
  });
});
