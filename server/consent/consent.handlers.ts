import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { requireAccount } from '../http/account.ts';
import { done, ok, type OperationHandlers } from '../http/operation.ts';
import { localeOf } from '../i18n/index.ts';
import {
  preferencesOf,
  setPreference,
  unsubscribe,
  type Preferences,
  type Topic,
} from './consents.ts';
import { consentAnswers } from './texts.ts';

type Operation =
  | 'accountEmailPreferences'
  | 'accountEmailPreferencesUpdate'
  | 'emailUnsubscribe'
  | 'emailUnsubscribeOneClick';

const onWire = (preferences: Preferences) => ({
  bBookAgain: preferences.bookAgain,
  bOffers: preferences.offers,
});

/** A person's choices are theirs alone: no cache on the way keeps them. */
function unkept(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-store');
}

/**
 * E-mail consent (issue 44, decision 142): the signed-in person's own preferences (a session
 * names whose; nothing in the body can name another), and unsubscribing by an e-mail's key.
 */
export function consentHandlers(context: AppContext): OperationHandlers<Operation> {
  return {
    accountEmailPreferences: async (request, reply) => {
      const { userId } = requireAccount(request);
      unkept(reply);
      return ok(onWire(await preferencesOf(context.db, userId)), consentAnswers.preferences);
    },
    accountEmailPreferencesUpdate: async (request, reply) => {
      const { userId } = requireAccount(request);
      unkept(reply);
      const { eTopic, bConsent } = request.body;
      const preferences = await setPreference(context, userId, eTopic, bConsent, localeOf(request));
      return ok(onWire(preferences), consentAnswers.saved);
    },
    emailUnsubscribe: async (request) => {
      const { vKey, eTopic, bAll } = request.body;
      await unsubscribe(
        context,
        vKey,
        bAll === true ? 'all' : eTopic,
        'unsubscribeLink',
        request.ip,
      );
      return done(consentAnswers.unsubscribed);
    },
    // The contract checked the query (k, t) and the body (List-Unsubscribe=One-Click or none).
    emailUnsubscribeOneClick: async (request) => {
      const { k, t } = request.query as { k: string; t: Topic };
      await unsubscribe(context, k, t, 'listUnsubscribe', request.ip);
      return done(consentAnswers.unsubscribed);
    },
  };
}
