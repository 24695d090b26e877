import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import siteConfig from '@generated/docusaurus.config';
import PageFeedback from '../theme/PageFeedback';
import { installGtagQueue } from '../gtag';
import { chooseConsent } from '../consentStore';
import { pageHoldsUnsavedWork } from '../../offline/unsavedWork';
import { mockLocation } from '@site/test/unit/mocks/docusaurusRouter';

const customFields = siteConfig.customFields as { gaMeasurementId: string };

function queued(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

beforeEach(() => {
  customFields.gaMeasurementId = 'G-TEST';
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.localStorage.setItem('docs-cookie-consent', 'analytics');
  Reflect.deleteProperty(window, 'dataLayer');
  Reflect.deleteProperty(window, 'gtag');
  installGtagQueue(window);
  mockLocation.pathname = '/x/react-charts/bars/';
});

describe('PageFeedback', () => {
  it('sends the vote, remembers it, and offers an optional comment', async () => {
    render(<PageFeedback />);
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(queued()).toEqual([
      ['event', 'feedback', { eventAction: 'vote', eventLabel: '/x/react-charts/bars/', page: '/x/react-charts/bars/', vote: 'no' }],
    ]);
    expect(window.localStorage.getItem('feedback-/x/react-charts/bars/')).toBe('no');
    expect(screen.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.change(await screen.findByLabelText('What was missing or unclear? (optional)'), { target: { value: 'A stacked example.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(queued()[1]).toEqual([
      'event',
      'feedback',
      expect.objectContaining({ eventAction: 'comment', vote: 'no', comment: 'A stacked example.' }),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your feedback.');
  });

  it('sends nothing more when the comment is left empty', async () => {
    render(<PageFeedback />);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
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

  it('keeps a typed comment for the session, restores it after a reload, and discards it on request', async () => {
    const { unmount } = render(<PageFeedback />);
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    fireEvent.change(await screen.findByLabelText('What was missing or unclear? (optional)'), { target: { value: 'A stacked example.' } });
    expect(pageHoldsUnsavedWork(document)).toBe(true);
    unmount();
    expect(pageHoldsUnsavedWork(document)).toBe(false);

    render(<PageFeedback />);
    expect(await screen.findByLabelText('What was missing or unclear? (optional)')).toHaveValue('A stacked example.');
    expect(screen.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByLabelText('What was missing or unclear? (optional)')).not.toBeInTheDocument();
    expect(window.sessionStorage.length).toBe(0);
    expect(pageHoldsUnsavedWork(document)).toBe(false);
  });

  it('forgets the comment once sent, and keeps drafts of different pages apart', async () => {
    window.sessionStorage.setItem('feedback-draft-/x/react-charts/lines/', JSON.stringify({ vote: 'yes', comment: 'Other page' }));
    render(<PageFeedback />);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByLabelText('What did you find useful? (optional)')).toHaveValue('');
    fireEvent.change(screen.getByLabelText('What did you find useful? (optional)'), { target: { value: 'The tooltip.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(window.sessionStorage.getItem('feedback-draft-/x/react-charts/bars/')).toBeNull();
    expect(window.sessionStorage.getItem('feedback-draft-/x/react-charts/lines/')).not.toBeNull();
  });

  it('says the comment will not outlast the page when the storage is full, and keeps it on the page', async () => {
    render(<PageFeedback />);
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await screen.findByLabelText('What was missing or unclear? (optional)');
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      fireEvent.change(screen.getByLabelText('What was missing or unclear? (optional)'), { target: { value: 'A stacked example.' } });
    } finally {
      setItem.mockRestore();
    }
    expect(
      screen.getByText(/Your comment will not be kept if you leave this page: the browser's storage for this site is full/),
    ).toBeVisible();
    expect(screen.getByLabelText('What was missing or unclear? (optional)')).toHaveValue('A stacked example.');
  });

  it('treats a corrupt draft as none', async () => {
    window.sessionStorage.setItem('feedback-draft-/x/react-charts/bars/', '{"vote":"maybe","comment":1}');
    render(<PageFeedback />);
    // Once the comment's code is surely loaded, no comment box has come with it.
    await act(async () => {
      await import('../theme/PageFeedback/FeedbackComment');
    });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers no comment box without consent, says why, and links to the cookie preferences; accepting there offers it', async () => {
    window.localStorage.setItem('docs-cookie-consent', 'essential');
    render(<PageFeedback />);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(/Comments are sent with analytics, which you have not allowed/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByText('Thank you for your feedback.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cookie preferences' })).toBeInTheDocument();

    act(() => chooseConsent('analytics'));
    expect(screen.getByLabelText('What did you find useful? (optional)')).toBeInTheDocument();
  });

  it('offers no comment box under a privacy signal or without a measurement ID, and says why', async () => {
    customFields.gaMeasurementId = '';
    const { unmount } = render(<PageFeedback />);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('This copy of the site does not collect comments.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    unmount();

    customFields.gaMeasurementId = 'G-TEST';
    Object.defineProperty(window.navigator, 'globalPrivacyControl', { value: true, configurable: true });
    try {
      render(<PageFeedback />);
      fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
      expect(await screen.findByText(/Global Privacy Control/)).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cookie preferences' })).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(window.navigator, 'globalPrivacyControl');
    }
  });
});
