import React from 'react';
import { render, screen } from '@testing-library/react';
import chinese from '../../../src/translations/zh.json';
import { TranslationsProvider, useTranslate, useTranslations } from '@theme/Translations';
import SettingsDrawer from '../../../src/settings/drawer/SettingsDrawer';
import SiteSettingsProvider from '../../../src/settings/state/SiteSettingsProvider';
import EntryBadges from '../../../src/theme/EntryBadges';
import { setUiLanguage } from '@site/test/unit/mocks/uiLanguage';

jest.mock('@docusaurus/theme-common', () => ({ useColorMode: () => ({ colorModeChoice: null, setColorMode: () => undefined }) }), {
  virtual: true,
});

function CopyLabel() {
  const t = useTranslate();
  const { userLanguage } = useTranslations();
  return (
    <p>
      {userLanguage}: {t('demo.toolbar.copy')}
    </p>
  );
}

afterEach(() => {
  setUiLanguage('en', null);
  jest.restoreAllMocks();
});

describe('TranslationsProvider', () => {
  it('speaks English on English pages', () => {
    render(
      <TranslationsProvider>
        <CopyLabel />
      </TranslationsProvider>,
    );
    expect(screen.getByText('en: Copy')).toBeInTheDocument();
  });

  it('speaks the locale of the build, with its dictionary', () => {
    setUiLanguage('zh', chinese);
    render(
      <TranslationsProvider>
        <CopyLabel />
      </TranslationsProvider>,
    );
    expect(screen.getByText('zh: 复制')).toBeInTheDocument();
  });

  it('shows English for a key the locale lacks, and warns once', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setUiLanguage('zh', { 'settings.title': '设置' });
    render(
      <TranslationsProvider>
        <CopyLabel />
        <CopyLabel />
      </TranslationsProvider>,
    );
    expect(screen.getAllByText('zh: Copy')).toHaveLength(2);
    expect(warn.mock.calls).toEqual([['Missing translation for zh:demo.toolbar.copy']]);
  });

  it('shows an ellipsis and logs an error for a locale without a dictionary', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setUiLanguage('fr', null);
    render(
      <TranslationsProvider>
        <CopyLabel />
      </TranslationsProvider>,
    );
    expect(screen.getByText('fr: …')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Missing language: fr');
  });
});

describe('the site UI in Chinese', () => {
  beforeEach(() => setUiLanguage('zh', chinese));

  it('translates the settings drawer', () => {
    render(
      <TranslationsProvider>
        <SiteSettingsProvider>
          <SettingsDrawer open onClose={() => undefined} />
        </SiteSettingsProvider>
      </TranslationsProvider>,
    );
    expect(screen.getByRole('dialog', { name: '设置' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关闭设置' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '深色' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '从右到左' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重置密度' })).toBeInTheDocument();
  });

  it('translates the entry badges', () => {
    render(
      <TranslationsProvider>
        <EntryBadges flags={{ plan: 'pro', newFeature: true }} />
      </TranslationsProvider>,
    );
    expect(screen.getByText('Pro')).toHaveAttribute('title', 'Pro 计划');
    expect(screen.getByText('新')).toHaveAttribute('title', '新功能');
  });
});
