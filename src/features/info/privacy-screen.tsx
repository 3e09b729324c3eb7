import { InfoDocumentView } from './info-document-view';
import { privacyDocument } from './privacy-content';

/** /privacy: its own file, so the route's lazy chunk carries this text and no other. */
export function PrivacyScreen() {
  return <InfoDocumentView document={privacyDocument} path="/privacy" />;
}
