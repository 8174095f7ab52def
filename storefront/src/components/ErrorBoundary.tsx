import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError } from '../runtime/isChunkLoadError';
import { reloadForChunkError } from '../runtime/reloadForChunkError';
import { FATAL_ERROR_EVENT } from '../runtime/reportFatalError';
import { ErrorScreen } from './ErrorScreen';

interface State {
  /** 'reloading': a chunk failed to load and the page may be reloading; nothing is shown. */
  status: 'ok' | 'reloading' | 'failed';
  /** Whether the browser is a crawler; `null` until asked, once the page has failed. */
  crawler: boolean | null;
}

// isbot's list is sizeable: loaded only when a page fails, never on the way to the first render.
// A list that cannot load (often the very cause of the failure) means a person.
async function askIsCrawler(): Promise<boolean> {
  try {
    const { isCrawler } = await import('../runtime/isCrawler');
    return isCrawler(navigator.userAgent);
  } catch {
    return false;
  }
}

/**
 * An error while rendering the page in the browser, or one reported from outside React
 * (`reportFatalError`), replaces the page with the generic error screen for people;
 * for crawlers it is only logged (an indexed error screen would replace the page in search
 * results). A chunk that fails to load reloads the page first (at most once per 10 s per path).
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { status: 'ok', crawler: null };
  private asked = false;

  static getDerivedStateFromError(error: unknown): Pick<State, 'status'> {
    return { status: isChunkLoadError(error) ? 'reloading' : 'failed' };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadError(error) && reloadForChunkError()) return;
    console.error('[storefront] the page failed', error, info.componentStack);
    if (this.state.status !== 'failed') this.setState({ status: 'failed' });
  }

  override componentDidMount() {
    window.addEventListener(FATAL_ERROR_EVENT, this.onFatalError);
  }

  override componentDidUpdate() {
    if (this.state.status !== 'failed' || this.asked) return;
    this.asked = true;
    void askIsCrawler().then((crawler) => this.setState({ crawler }));
  }

  override componentWillUnmount() {
    window.removeEventListener(FATAL_ERROR_EVENT, this.onFatalError);
  }

  private onFatalError = (event: Event) => {
    console.error('[storefront] the page failed', (event as CustomEvent<unknown>).detail);
    this.setState({ status: 'failed' });
  };

  override render() {
    const { status } = this.state;
    if (status === 'ok') return this.props.children;
    if (status === 'reloading' || this.state.crawler !== false) return null;
    return <ErrorScreen kind="error" />;
  }
}
