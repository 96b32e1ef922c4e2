import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { PASSWORD_MIN_LENGTH } from './constants';
import type { MessageKey } from './messages';

/**
 * The strength rule of a new password (OWASP ASVS 2.1.1 and 2.1.7, docs/decisions/161-password-strength.md): at
 * least PASSWORD_MIN_LENGTH characters, and a zxcvbn score of at least 3 with the user's own name and email counted
 * as guessable words. The server applies it to every password it stores; the PWA loads this module lazily on its
 * password forms only, because the dictionaries weigh about a megabyte.
 */
export const MIN_PASSWORD_SCORE = 3;

let factory: ZxcvbnFactory | null = null;

function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return factory;
}

/** Words of the user's name and email (the part before @, and the domain's first label) that a guesser would try. */
export function personalWords(...texts: (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    const lower = text.trim().toLowerCase();
    words.add(lower);
    for (const part of lower.split(/[\s@._+-]+/)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/** Why a new password is refused (a message key of contract/messages.ts), or null when it is strong enough. */
export function passwordWeakness(password: string, userInputs: readonly string[] = []): MessageKey | null {
  const trimmed = password.trim();
  if (trimmed.length < PASSWORD_MIN_LENGTH) return 'minLength';
  return estimator().check(trimmed, [...userInputs]).score < MIN_PASSWORD_SCORE ? 'passwordWeak' : null;
}
