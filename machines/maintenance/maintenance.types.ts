/** Data of the maintenance and web-version statecharts (SPEC.md §3 App profile, §4 Maintenance, Web version). */

/** What the gates need from the app profile (GET /api/v2/app/profile). */
export interface AppProfileSummary {
  /** systemInspectionInfo.isProgress: the service is under inspection (maintenance) */
  inspectionInProgress: boolean;
  /** appInfo.webVersion: the web version the server expects; null when it names none */
  webVersion: string | null;
  /** systemInspectionInfo's notice while an inspection is in progress (the maintenance screen shows it) */
  inspection?: InspectionNotice | null;
}

/** What the operator said about the inspection; each part may be missing. */
export interface InspectionNotice {
  message: string | null;
  /** KST date-times (ISO 8601 with +09:00) */
  startDt: string | null;
  endDt: string | null;
}

export interface MaintenanceInput {
  /** the path (with query) the shopper is on when the app starts */
  path: string;
  /** this window is a popup (window.opener is the app) */
  isPopup: boolean;
  /** session flag bypass === 'true' */
  bypass: boolean;
  /** the session's maintenance flag was set when the page loaded (maintenance seen before a reload) */
  maintenanceFlag: boolean;
  /** where the shopper was when maintenance began, if the app kept it across a reload */
  returnTo?: string | null;
}

export interface WebVersionInput {
  /** package.json's version, built in (SPEC.md §4: 2.26.2) */
  buildVersion: string;
  /** the path the shopper is on when the app starts */
  path: string;
  /** the server version this session already reloaded for (session storage), or null */
  reloadedFor: string | null;
}
