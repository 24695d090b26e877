import React from 'react';
import { render, screen } from '@testing-library/react';
import EntryBadges from '..';

describe('EntryBadges', () => {
  it('shows the plan and every flag of an entry', () => {
    render(<EntryBadges flags={{ plan: 'premium', newFeature: true, unstable: true }} />);
    expect(screen.getByText('Premium')).toHaveAttribute('title', 'Premium plan');
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByText('Unstable')).toBeInTheDocument();
    expect(screen.queryByText('Planned')).not.toBeInTheDocument();
  });

  it('shows the Pro badge and the Planned chip', () => {
    render(<EntryBadges flags={{ plan: 'pro', planned: true }} />);
    expect(screen.getByText('Pro')).toHaveAttribute('title', 'Pro plan');
    expect(screen.getByText('Planned')).toBeInTheDocument();
  });

  it('renders nothing for a free entry without flags', () => {
    const { container } = render(<EntryBadges flags={{}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
