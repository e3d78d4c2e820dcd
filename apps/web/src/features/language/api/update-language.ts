import { API, type ZLanguageUpdate, type TLanguage } from '@openlobby/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** PUT /wps/system/language: tells the server which language the client now uses. */
export const updateLanguage = (language: TLanguage) =>
  apiRequest<typeof ZLanguageUpdate>(API.language, { method: 'PUT', body: { language }, loader: true });
