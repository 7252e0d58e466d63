import { formatIcu } from '@plantopia/shared';
import type { Module } from 'i18next';

/**
 * i18next's message format: ICU MessageFormat, formatted by the shop's one formatter (shared with the
 * server's messages), so numbers inside a Bangla message come out in Bangla digits. (Written here
 * rather than taken from i18next-icu, whose default import of intl-messageformat fails under Node's ESM
 * loader, where the server renders.)
 */
type FormatModule = Module & {
  parse(message: string, values: Record<string, unknown>, language: string): string;
};

export function icuFormat(): FormatModule {
  return {
    type: 'i18nFormat',
    parse: (message, values, language) => formatIcu(message, values, language === 'bn' ? 'bn' : 'en'),
  } as FormatModule;
}
