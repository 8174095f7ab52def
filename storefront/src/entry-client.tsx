import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { PAYLOAD_ELEMENT_ID, type PagePayload } from './PagePayload';

try {
  const element = document.getElementById(PAYLOAD_ELEMENT_ID);
  const root = document.getElementById('root');
  if (!element || !root) throw new Error('The page has no payload or root element');
  const payload = JSON.parse(element.textContent ?? '') as PagePayload;
  hydrateRoot(
    root,
    <StrictMode>
      <App payload={payload} />
    </StrictMode>,
  );
} catch (error) {
  // Spec section 8: a failure while mounting is logged under this name and re-thrown.
  console.error('Error while mounting app', error);
  throw error;
}
