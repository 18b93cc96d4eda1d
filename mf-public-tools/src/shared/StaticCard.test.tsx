import { render, screen, within } from '@testing-library/react';
import { StaticCard, StaticCardFooter, StaticCardHeader } from './StaticCard';

describe('StaticCard', () => {
  it('groups its picture, heading, description and footer the way the pages read them', () => {
    render(
      <StaticCard appearance="filled-alternative">
        <StaticCardHeader image={<svg aria-label="cup" />} header={<h3>Cafes</h3>} description={<p>Beans</p>} />
        <StaticCardFooter>
          <a href="/info/guide">Open</a>
        </StaticCardFooter>
      </StaticCard>,
    );
    const card = screen.getByRole('group');
    expect(within(card).getByRole('heading', { level: 3, name: 'Cafes' })).toBeInTheDocument();
    expect(within(card).getByText('Beans')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/info/guide');
    expect(within(card).getByLabelText('cup')).toBeInTheDocument();
  });

  it('leaves out the description slot when there is none', () => {
    const { container } = render(
      <StaticCard>
        <StaticCardHeader image={null} header="Tools" />
      </StaticCard>,
    );
    expect(screen.getByRole('group')).toHaveTextContent('Tools');
    expect(container.querySelectorAll('[role="group"] > div > div')).toHaveLength(2);
  });
});
