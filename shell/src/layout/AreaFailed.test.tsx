import { render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '@coffee/field-toolkit/testing';
import { shellEn } from '../i18n/shellStrings.en';
import { shellKr } from '../i18n/shellStrings.kr';
import { areaStatusStore, setAreaMismatch } from '../remotes/areaStatus';
import { AreaFailed } from './AreaFailed';

function renderArea(language: 'en' | 'kr', onRetry = jest.fn()) {
  const i18n = createTestI18n(language);
  i18n.addResourceBundle('en', 'translation', { shell: shellEn }, true, true);
  i18n.addResourceBundle('kr', 'translation', { shell: shellKr }, true, true);
  render(
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={webLightTheme}>
        <AreaFailed area="mf-quality" onRetry={onRetry} />
      </FluentProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => areaStatusStore.setState({ areas: {}, mismatches: {} }));

describe("a failed area's page space", () => {
  it('says the suite is too old for the area, which version it needs and who updates it, in English', () => {
    setAreaMismatch('mf-quality', { packageName: '@coffee/field-toolkit', provided: '14.0.0', required: '^14.2.0' });
    renderArea('en');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This area needs a newer suite');
    expect(alert).toHaveTextContent(
      'The quality control screens need toolkit 14.2 or later; this suite has 14.0. Ask your administrator to update it. The rest of the menu still works.',
    );
    // Trying again meets the same suite.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says the same in Korean', () => {
    setAreaMismatch('mf-quality', { packageName: '@coffee/api-client', provided: '3.2.0', required: '^4.0.0' });
    renderArea('kr');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('이 영역에는 더 새로운 사이트가 필요합니다');
    expect(alert).toHaveTextContent(
      `${shellKr.areas['mf-quality']} 화면에는 API 클라이언트 4.0 이상이 필요하지만 이 사이트는 3.2입니다. 관리자에게 사이트 업데이트를 요청하세요.`,
    );
  });

  it('asks for the area to be updated when it was built for an older major than the suite has', () => {
    setAreaMismatch('mf-quality', { packageName: '@coffee/domain', provided: '10.1.0', required: '^9.3.0' });
    renderArea('en');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This area needs an updateThe quality control screens were built for domain model 9.3; this suite has 10.1. Ask your administrator to update the area.',
    );
  });

  it('offers Retry when the area could not be reached', () => {
    const onRetry = jest.fn();
    renderArea('en', onRetry);
    expect(screen.getByRole('alert')).toHaveTextContent('The server of the quality control screens cannot be reached.');
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(onRetry).toHaveBeenCalled();
  });
});
