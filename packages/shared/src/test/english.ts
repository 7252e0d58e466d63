import { say } from '../catalog.js';
import { readCodedText } from '../message-codes.js';

/** A schema's coded issue message as an English reader sees it. */
export function english(message: string): string {
  const coded = readCodedText(message);
  if (!coded) throw new Error(`Not a coded message: ${message}`);
  return say(coded, 'en');
}
