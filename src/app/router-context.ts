import type { QueryClient } from '@tanstack/react-query';
import type { AppInstallActor, ExternalLinkActor, MaintenanceActor, SessionActor, SurveySlot } from './actors';

/** What every route's beforeLoad, loader and head receive (createRootRouteWithContext). */
export interface RouterContext {
  queryClient: QueryClient;
  /**
   * The site's public origin (`https://market.example.co.kr`), for the absolute addresses of a page's
   * head (canonical, og:url, og:image). The server's PUBLIC_ORIGIN when it renders; the page's own
   * origin in the browser.
   */
  siteOrigin: string;
  session: SessionActor;
  /** the taste survey, loaded when it opens */
  survey: SurveySlot;
  maintenance: MaintenanceActor;
  externalLink: ExternalLinkActor;
  appInstall: AppInstallActor;
}
