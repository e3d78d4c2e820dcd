/** The UI language requests carry in the Language header (EN or CN); i18n keeps it current. */
let language = 'EN';
export const setRequestLanguage = (code: string): void => {
  language = code;
};
export const getRequestLanguage = (): string => language;
