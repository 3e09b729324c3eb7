/** Where the survey calls live under /api (docs/api.md "Taste survey"). */
export const SURVEY_PATH = '/v2/user/survey';
/** The pictures of IMAGE answers: /api/v2/survey/images/<name>.svg */
export const SURVEY_IMAGE_PATH = '/v2/survey/images';
