import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import PageFeedback from '../../../../plugins/analytics/theme/PageFeedback';
import { installGtagQueue } from '../../../../plugins/analytics/gtag';
import { mockLocation } from '../../mocks/docusaurusRouter';

function queued(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

beforeEach(() => {
  window.localStorage.clear();
  Reflect.deleteProperty(window, 'dataLayer');
  Reflect.deleteProperty(window, 'gtag');
  installGtagQueue(window);
  mockLocation.pathname = '/x/react-charts/bars/';
});

describe('PageFeedback', () => {
  it('sends the vote, remembers it, and offers an optional comment', () => {
    render(<PageFeedback />);
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(queued()).toEqual([
      ['event', 'feedback', { eventAction: 'vote', eventLabel: '/x/react-charts/bars/', page: '/x/react-charts/bars/', vote: 'no' }],
    ]);
    expect(window.localStorage.getItem('feedback-/x/react-charts/bars/')).toBe('no');
    expect(screen.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.change(screen.getByLabelText('What was missing or unclear? (optional)'), { target: { value: 'A stacked example.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(queued()[1]).toEqual([
      'event',
      'feedback',
      expect.objectContaining({ eventAction: 'comment', vote: 'no', comment: 'A stacked example.' }),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your feedback.');
  });

  it('sends nothing more when the comment is left empty', () => {
    render(<PageFeedback />);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(queued()).toHaveLength(1);
  });

  it('shows the vote stored for this page', () => {
    window.localStorage.setItem('feedback-/x/react-charts/bars/', 'yes');
    render(<PageFeedback />);
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
    expect(queued()).toEqual([]);
  });

  it('treats a corrupt stored vote as no vote', () => {
    window.localStorage.setItem('feedback-/x/react-charts/bars/', '{"vote":"yes"}');
    render(<PageFeedback />);
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'false');
  });
});
