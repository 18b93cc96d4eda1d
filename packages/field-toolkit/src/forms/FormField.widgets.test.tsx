import { fireEvent, screen } from '@testing-library/react';
import { sessionStore } from '@coffee/api-client';
import type { FieldDef } from '@coffee/domain';
import { findField } from '@coffee/domain';
import { entities } from '@coffee/suite';
import { Form } from 'react-final-form';
import { renderWithProviders } from '../testing';
import { testBean } from '../testing/entity';
import { FormField } from './FormField';
import { preloadAllWidgets } from './widgetCode';

/** A field of a domain entity, as the pages use it. */
function fieldOf(entity: string, name: string): FieldDef {
  const def = findField(entities[entity]!, name);
  if (!def) throw new Error(`${entity} has no field ${name}`);
  return def;
}

// Drawn at once, as in a form whose widgets' code came in with its first draw.
beforeAll(preloadAllWidgets);

const uuid = '0b6f3c1e-8f0a-4d55-9a51-2f1c6f7d9e10';

function renderField(def: FieldDef, initialValues: Record<string, unknown>, language: 'en' | 'kr' = 'en') {
  const submitted: Array<Record<string, unknown>> = [];
  const view = renderWithProviders(
    <Form
      onSubmit={(values) => void submitted.push(values)}
      initialValues={initialValues}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit}>
          <FormField def={def} mode="edit" label="The field" />
          <button type="submit">Submit</button>
        </form>
      )}
    />,
    { language },
  );
  return { ...view, submitted };
}

describe('FormField widgets: durations, QR links and the roast file upload', () => {
  beforeEach(() => sessionStore.setState({ user: null }));

  it('edits a duration field as mm:ss and keeps seconds in the form', () => {
    const { submitted } = renderField(fieldOf('RoastingResult', 'first_start_term'), { first_start_term: 480 });
    const input = screen.getByRole('textbox', { name: 'The field' });
    expect(input).toHaveValue('08:00');
    fireEvent.change(input, { target: { value: '9:15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted[0]).toMatchObject({ first_start_term: 555 });
  });

  it('encodes a blend serial as its public page on this site, with no language in it (behaviour §10-3.4)', () => {
    renderField(fieldOf('BlendingDefault', 'blending_uuid_str'), { blending_uuid_str: uuid });
    const url = `${window.location.origin}/info/beannote/beaninfo/${uuid}`;
    expect(screen.getByRole('img', { name: `QR code for ${url}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: url })).toHaveAttribute('href', url);
  });

  it("links a roaster's CSTMR event to the cafe's roaster registration page, in Korean without a prefix", () => {
    renderField(fieldOf('RoasterEvent', 'event_uuid'), { event_uuid: uuid, event_type: 'CSTMR' }, 'kr');
    const url = `${window.location.origin}/cafe/supplier/roasterregister/${uuid}`;
    expect(screen.getByRole('link', { name: url })).toBeInTheDocument();
  });

  it('links a cafe event to the cafe sign-up page', () => {
    renderField(fieldOf('CafeEvent', 'event_uuid'), { event_uuid: uuid, event_type: 'SGNP' });
    expect(
      screen.getByRole('link', { name: `${window.location.origin}/user/link/cafesignup/${uuid}` }),
    ).toBeInTheDocument();
  });

  it('lets a paid user upload a roasting file and hands the page the file and its kind', async () => {
    sessionStore.setState({ user: { user_id: 'paid', name: 'Paid', usertype: ['PAID'] } });
    const onUpload = jest.fn().mockResolvedValue(true);
    renderWithProviders(
      <Form
        onSubmit={() => undefined}
        render={() => (
          <FormField
            def={fieldOf('RoastingResult', 'roasting_file')}
            mode="edit"
            label="Roasting file"
            onUpload={onUpload}
          />
        )}
      />,
    );
    const file = new File(['{}'], 'roast.alog', { type: '' });
    fireEvent.change(screen.getByLabelText('Roasting file', { selector: 'input' }), { target: { files: [file] } });
    expect(await screen.findByText('The file was uploaded.')).toBeInTheDocument();
    expect(onUpload).toHaveBeenCalledWith(file, 'alog');
  });

  it('shows the upload disabled, with the reason, to a user type that may not upload', () => {
    sessionStore.setState({ user: { user_id: 'user', name: 'User', usertype: ['USER'] } });
    renderField(fieldOf('RoastingResult', 'roasting_file'), {});
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeDisabled();
    expect(screen.getByText(/open to paid, tester and administrator accounts/)).toBeInTheDocument();
  });
});

describe('FormField registrations', () => {
  /** The fields the form knows once `def` is drawn. */
  function registeredWith(def: FieldDef): string[] {
    let registered: () => string[] = () => [];
    renderWithProviders(
      <Form
        onSubmit={() => undefined}
        render={({ form }) => {
          registered = () => form.getRegisteredFields();
          return <FormField def={def} mode="edit" label="The field" />;
        }}
      />,
    );
    return registered();
  }

  it('registers a field once: each registration costs every later change of the form a notification', () => {
    expect(registeredWith(fieldOf('RoastingResult', 'first_start_term'))).toEqual(['first_start_term']);
  });

  it("registers a direct-entry select's typed-in companion as a field of its own", () => {
    const process = findField(testBean, 'bean_process')!;
    expect(registeredWith(process).sort()).toEqual(['bean_process', 'bean_process_direct']);
  });
});
