import { screen } from '@testing-library/react';
import { contextOf, jsonResponse, mockFetch, renderWithProviders } from '@coffee/field-toolkit/testing';
import { NoteBean } from './NoteBean';

const INFO = {
  blending_name_kr: '서울 하우스 블렌드',
  blending_name: 'Seoul house blend',
  store_name_kr: '데모 로스터스 서울',
  store_name: 'Demo Roasters Seoul',
};

describe('the bean a note leads with', () => {
  it('names the checked bean and who roasted it', async () => {
    mockFetch().mockImplementation(async () => jsonResponse({ status: 'OK', result: INFO, detail_result: INFO }));
    const context = contextOf({ coffeebean_uuid_type: 'RSTRDF', coffeebean_uuid: 'B-1' }, { mode: 'write' });
    renderWithProviders(<NoteBean context={context} />);
    // The test i18n answers keys: the real words are read in the Playwright story.
    await screen.findByText('서울 하우스 블렌드');
    const bean = screen.getByRole('region', { name: 'area.note.bean' });
    expect(bean).toHaveTextContent('서울 하우스 블렌드');
    expect(bean).toHaveTextContent('area.note.roastedBy');
  });

  it('holds its place while the bean is on its way, so the fields below do not move when it arrives', async () => {
    let answer = (_: Response) => {};
    mockFetch().mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const context = contextOf({ coffeebean_uuid_type: 'RSTRDF', coffeebean_uuid: 'B-1' }, { mode: 'write' });
    renderWithProviders(<NoteBean context={context} />);
    const waiting = await screen.findByRole('region', { name: 'area.note.bean' });
    expect(waiting).toHaveAttribute('aria-busy', 'true');
    answer(jsonResponse({ status: 'OK', result: INFO, detail_result: INFO }));
    expect(await screen.findByText('서울 하우스 블렌드')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'area.note.bean' })).not.toHaveAttribute('aria-busy');
  });

  it('shows nothing before a serial is checked', () => {
    const fetched = mockFetch();
    renderWithProviders(<NoteBean context={contextOf({ coffeebean_uuid_type: 'RSTRDF' }, { mode: 'write' })} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(fetched).not.toHaveBeenCalled();
  });
});
