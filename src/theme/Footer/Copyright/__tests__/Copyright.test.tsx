import React from 'react';
import { render, screen } from '@testing-library/react';
import chineseFooter from '../../../../../i18n/zh/docusaurus-theme-classic/footer.json';
import CopyrightWrapper from '..';

// A year that is not this one: the line must take the build's year from the site config, not from the clock.
jest.mock('@generated/docusaurus.config', () => ({
  __esModule: true,
  default: { baseUrl: '/', customFields: { gaMeasurementId: '', copyrightYear: 2031 } },
}));

// Docusaurus's own component, as in @docusaurus/theme-classic: the line as HTML.
jest.mock(
  '@theme-original/Footer/Copyright',
  () => ({
    __esModule: true,
    default: ({ copyright }: { copyright: string }) => (
      <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: copyright }} />
    ),
  }),
  { virtual: true },
);

describe('the footer copyright line', () => {
  it('shows the copyright holder with the year the site was built', () => {
    render(<CopyrightWrapper copyright="© {year} x-docs contributors" />);
    expect(screen.getByText('© 2031 x-docs contributors')).toBeInTheDocument();
  });

  it('says the same in Chinese, with the same year', () => {
    render(<CopyrightWrapper copyright={chineseFooter.copyright.message} />);
    expect(screen.getByText('© 2031 x-docs 贡献者')).toBeInTheDocument();
  });
});
