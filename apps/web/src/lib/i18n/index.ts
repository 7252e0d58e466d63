export { activeLocale, setActiveI18n } from './active';
export { type Catalogs, loadAllCatalogs } from './catalogs';
export { createI18n } from './create-i18n';
export { languageAddress, localeCookie, localizedPath } from './locale-url';
export { ADMIN_NAMESPACE, NAMESPACES, type Namespace } from './namespaces';
export { useSay } from './say';
export { useCategoryText, useFormat, useLocale, useSwitchLocale } from './use-locale';
