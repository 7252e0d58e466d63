// The server's way into the catalogs (`@plantopia/shared/catalog`). The web never imports this module:
// it loads only the active language's catalog, as its translator's `messages` namespace.
import type { Locale } from './locale.js';
import { type CodedMessage, type MessageCode, type MessageParams, renderParams } from './message-codes.js';
import { formatIcu } from './message-format.js';
import bn from './messages/bn.json' with { type: 'json' };
import bnDocuments from './messages/documents/bn.json' with { type: 'json' };
import enDocuments from './messages/documents/en.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into.set(`${prefix}${key}`, value);
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

const CATALOGS: Record<Locale, Map<string, string>> = {
  en: flatten(enDocuments, '', flatten(en)),
  bn: flatten(bnDocuments, '', flatten(bn)),
};

/** Whether `code` names a message (both catalogs hold the same codes; the lint check sees to it). */
export function isMessageCode(code: string): code is MessageCode {
  return CATALOGS.en.has(code);
}

/** The message `code` says in `locale`, with its `params` rendered in that language. */
export function formatMessage(code: MessageCode, params: MessageParams | undefined, locale: Locale): string {
  const template = CATALOGS[locale].get(code);
  if (template === undefined) throw new Error(`No message ${code}`);
  return formatIcu(
    template,
    renderParams(params, locale, (nested) => say(nested, locale)),
    locale,
  );
}

/** A coded message in `locale`. */
export function say(message: CodedMessage, locale: Locale): string {
  return formatMessage(message.code, message.params, locale);
}
