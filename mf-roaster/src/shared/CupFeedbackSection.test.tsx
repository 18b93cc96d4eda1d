import { screen } from '@testing-library/react';
import { jsonResponse, mockFetch, renderWithProviders } from '@coffee/field-toolkit/testing';
import { CupFeedbackSection } from './CupFeedbackSection';
import { feedbackCalls } from './feedback';
import type { CupFeedback } from './feedback';

const NOTHING: CupFeedback = {
  cafes: [],
  brews: { count: 0, satis: null, dose: [null, null], yield: [null, null], time: [null, null] },
  notes: { count: 0, satis: null, flavors: [] },
  cupping: { count: 0, satis: null, sca: null },
  satis: null,
};

/** The feedback call answers `feedback`; the flavor codes' call an empty group. */
function answering(feedback: CupFeedback) {
  return mockFetch().mockImplementation(async (url: string) =>
    jsonResponse({ status: 'OK', result: url.includes('feedback') ? feedback : { FLVR: [] } }),
  );
}

const BATCH = { roasting_year: 2025, roasting_seq: 1 };
const show = () =>
  renderWithProviders(<CupFeedbackSection call={feedbackCalls.roasting} batch="roasting" values={BATCH} />);

// The test i18n answers keys: the real words are read in the Playwright stories.
describe('what the cup said about a batch', () => {
  it('says in one line that nothing came back yet, with no table of empty figures', async () => {
    answering(NOTHING);
    show();
    expect(await screen.findByText('area.feedback.nothingYet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists the figures that came back and leaves out those nobody gave', async () => {
    answering({
      ...NOTHING,
      cafes: [{ cafe_seq: 1, cafe_name: 'Corner Cafe', cafe_name_kr: '코너 카페', received_mass: 50000 }],
      brews: { count: 2, satis: 4, dose: [180, 200], yield: [null, null], time: [null, null] },
    });
    show();
    const table = await screen.findByRole('table', { name: 'fields.cup_feedback' });
    // The preferences' language is Korean until a visitor chooses: the cafe by its Korean name.
    expect(table).toHaveTextContent('코너 카페');
    expect(table).toHaveTextContent('18 g – 20 g');
    expect(screen.getByRole('rowheader', { name: 'area.feedback.brewSatis' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'area.feedback.yield' })).not.toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'area.feedback.cuppingSca' })).not.toBeInTheDocument();
    expect(screen.queryByText('area.feedback.nothingYet')).not.toBeInTheDocument();
  });

  it('asks for nothing before the batch is saved', () => {
    const fetched = answering(NOTHING);
    renderWithProviders(
      <CupFeedbackSection call={feedbackCalls.roasting} batch="roasting" values={{ roasting_year: 2025 }} />,
    );
    expect(screen.getByText('area.feedback.afterSave')).toBeInTheDocument();
    expect(fetched.mock.calls.filter(([url]) => String(url).includes(feedbackCalls.roasting.path))).toHaveLength(0);
  });
});
