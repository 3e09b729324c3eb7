import type { QueryClient } from '@tanstack/react-query';
import type { AppInstallActor, ExternalLinkActor, MaintenanceActor, SessionActor, SurveySlot } from './actors';

/** What every route's beforeLoad and loader receive (createRootRouteWithContext). */
export interface RouterContext {
  queryClient: QueryClient;
  session: SessionActor;
  /** the taste survey, loaded when it opens */
  survey: SurveySlot;
  maintenance: MaintenanceActor;
  externalLink: ExternalLinkActor;
  appInstall: AppInstallActor;
}
