import { fireEvent, screen } from '@testing-library/react';
import { expectSkeletonOnly, renderWithProviders } from '../../testing';
import { FileUploadField } from './FileUploadField';
import { checkUploadFiles } from './useFileUploadField';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('checkUploadFiles', () => {
  it('accepts exactly one CSV, JSON or untyped .alog file', () => {
    expect(checkUploadFiles([file('a.csv', 'text/csv')])).toMatchObject({ accepted: true, kind: 'csv' });
    expect(checkUploadFiles([file('a.json', 'application/json')])).toMatchObject({ accepted: true, kind: 'json' });
    expect(checkUploadFiles([file('roast.alog', '')])).toMatchObject({ accepted: true, kind: 'alog' });
  });

  it('rejects other types, typed .alog files, none or several files', () => {
    expect(checkUploadFiles([file('a.png', 'image/png')]).accepted).toBe(false);
    expect(checkUploadFiles([file('roast.alog', 'text/plain')]).accepted).toBe(false);
    expect(checkUploadFiles([]).accepted).toBe(false);
    expect(checkUploadFiles([file('a.csv', 'text/csv'), file('b.csv', 'text/csv')]).accepted).toBe(false);
  });
});

describe('FileUploadField', () => {
  const choose = (files: File[]) =>
    fireEvent.change(screen.getByLabelText('Memo', { selector: 'input' }), { target: { files } });

  it('shows the uploaded file name read-only in view mode', () => {
    renderWithProviders(<FileUploadField name="bean_memo" label="Memo" mode="view" value="roast.alog" />);
    expect(screen.getByLabelText('Memo')).toHaveValue('roast.alog');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading', () => {
    renderWithProviders(<FileUploadField name="bean_memo" label="Memo" mode="skeleton" value="" />);
    expectSkeletonOnly('Memo');
  });

  it('disables the control and says why when the visitor may not upload', () => {
    const onUpload = jest.fn();
    renderWithProviders(
      <FileUploadField
        name="bean_memo"
        label="Memo"
        mode="edit"
        value=""
        onUpload={onUpload}
        disabledReason="Only paid accounts may upload."
      />,
    );
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeDisabled();
    expect(screen.getByText('Only paid accounts may upload.')).toBeInTheDocument();
    choose([file('roast.alog', '')]);
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('rejects a disallowed file with not_checked_file_label and does not upload it', () => {
    const onUpload = jest.fn();
    renderWithProviders(<FileUploadField name="bean_memo" label="Memo" mode="edit" value="" onUpload={onUpload} />);
    choose([file('a.png', 'image/png')]);
    expect(screen.getByText('This file type is not allowed')).toBeInTheDocument();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('shows the under-construction notice for JSON without uploading', () => {
    const onUpload = jest.fn();
    renderWithProviders(<FileUploadField name="bean_memo" label="Memo" mode="edit" value="" onUpload={onUpload} />);
    choose([file('a.json', 'application/json')]);
    expect(screen.getByText('Under construction')).toBeInTheDocument();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('hands JSON to a handler that reads it (a RoasTime roast, behaviour §08-6.1)', async () => {
    const onUpload = jest.fn().mockResolvedValue(true);
    renderWithProviders(
      <FileUploadField name="bean_memo" label="Memo" mode="edit" value="" onUpload={onUpload} readsJson />,
    );
    choose([file('roast.json', 'application/json')]);
    expect(await screen.findByText('The file was uploaded.')).toBeInTheDocument();
    expect(onUpload).toHaveBeenCalledWith(expect.any(File), 'json');
  });

  it('uploads an .alog file and then shows the upload-done notice', async () => {
    const onUpload = jest.fn().mockResolvedValue(true);
    renderWithProviders(<FileUploadField name="bean_memo" label="Memo" mode="edit" value="" onUpload={onUpload} />);
    choose([file('roast.alog', '')]);
    expect(await screen.findByText('The file was uploaded.')).toBeInTheDocument();
    expect(onUpload).toHaveBeenCalledWith(expect.any(File), 'alog');
  });

  it("shows the page's own message when the page refuses the file", async () => {
    const onUpload = jest.fn().mockResolvedValue({ error: 'roast.alog could not be read.' });
    renderWithProviders(<FileUploadField name="bean_memo" label="Memo" mode="edit" value="" onUpload={onUpload} />);
    choose([file('roast.alog', '')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('roast.alog could not be read.');
    expect(screen.queryByText('A network error occurred')).not.toBeInTheDocument();
  });

  it('shows the network error text when the upload could not be sent', async () => {
    const onUpload = jest.fn().mockResolvedValue(false);
    renderWithProviders(<FileUploadField name="bean_memo" label="Memo" mode="edit" value="" onUpload={onUpload} />);
    choose([file('roast.alog', '')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('A network error occurred');
  });
});
