import type { ComponentType } from 'react';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { BrowserRouter } from './routing';
import singleSpaReact from 'single-spa-react';
import { ErrorCircle48Regular } from '@fluentui/react-icons/svg/error-circle';
import type { AppProps } from 'single-spa';
import { localePrefix } from '@coffee/domain/navigation';
import type { LocalisedStrings } from './i18n';
import { addStrings, i18n } from './i18n';
import { usePreferences } from './preferences';
import { StatusPage } from './StatusPage';
import { SuiteProviders } from './SuiteProviders';

export interface RemoteAppOptions {
  /** The area's routes, rendered inside a router whose basename is the locale prefix. */
  App: ComponentType;
  /** The area's own strings, added under `area.*`. */
  strings?: LocalisedStrings;
}

/** Props the shell passes to every remote it mounts. */
export interface RemoteMountProps {
  domElement: HTMLElement;
}

function LocaleRouter({ App }: { App: ComponentType }) {
  const locale = usePreferences((state) => state.locale);
  return (
    <BrowserRouter key={locale} basename={localePrefix(locale) || '/'}>
      <App />
    </BrowserRouter>
  );
}

/** single-spa lifecycles for a remote: its own React root, wrapped in the suite's providers. */
export function createRemoteApp({ App, strings }: RemoteAppOptions) {
  if (strings) addStrings('area', strings);
  return singleSpaReact<RemoteMountProps>({
    React,
    ReactDOMClient,
    rootComponent: () => (
      <SuiteProviders>
        <LocaleRouter App={App} />
      </SuiteProviders>
    ),
    errorBoundary: (error: Error) => (
      <SuiteProviders>
        <StatusPage
          role="alert"
          icon={<ErrorCircle48Regular />}
          title={i18n.t('messages.error')}
          text={error.message}
        />
      </SuiteProviders>
    ),
    domElementGetter: (props: RemoteMountProps & AppProps) => props.domElement,
  });
}
