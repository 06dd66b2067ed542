import { FRENCH_PREFIX, LOCALE_HEADER } from '#shared/i18n/locale.ts';
import { policySourceOf, withScriptFirstInHead } from './inline-head-script.ts';

/*
 * Decision 157: the console's Today showed its content only after the HTML, the app's code, its
 * run and then the page's calls, one after the other. This script, inline in that page's HTML
 * before any stylesheet (which would hold it back), starts the calls the app makes first there,
 * exactly as its API client makes them (POST, the same JSON body, `credentials: same-origin`,
 * the page's language in its header), so they travel while the code downloads. (A booking's page
 * from its link had it too, until the server rendered that page with its booking: decision 159.)
 *
 * The app takes each answer once, without a line of its own (its first download stays as it
 * was): the script wraps the page's `fetch` before the app's API client is made, and that
 * client's first request with the same path, body and language, at the address the page was
 * opened at, gets the early call's answer instead of going out. It then goes through the client's
 * middleware as the client's own answer would (a refusal throws its ApiError, a 401 ends the
 * session); a failed early call fails that request as its own failure would. A call taken is
 * forgotten, so a refetch asks the server; once the app is at another address, all are. Every
 * other request passes through untouched.
 *
 * It starts only what the app is sure to ask at that address at once: the console asks for its
 * session and Today's figures only when the tab holds an operator's login (src/session/role.ts,
 * src/app/console/console-first-calls.ts), so a signed-out visitor or a customer sends nothing more
 * than before.
 *
 * The same bytes for every visitor (nothing of the request is written into it), so the content
 * security policy allows it by its hash alone (`EARLY_CALLS_SCRIPT_SOURCE`).
 */

/** The tab's operator login (src/session/role.ts, SESSION_KEYS.operatorUniqueCode). */
const OPERATOR_LOGIN_KEY = 'vOperatorUniqueCode';

const str = (value: string) => JSON.stringify(value);

/** Kept in ES5 and small: it runs before any of the app's code, in every browser that loads it. */
export const EARLY_CALLS_SCRIPT = [
  '(function(){try{',
  'var w=window,p=location.pathname,l="en-CA",r=p,c=[],f=w.fetch;',
  `if(p.indexOf(${str(`${FRENCH_PREFIX}/`)})===0){l="fr-CA";r=p.slice(${FRENCH_PREFIX.length});}`,
  'function s(a,b){',
  `var h={"Content-Type":"application/json"};h[${str(LOCALE_HEADER)}]=l;`,
  'var q=f.call(w,a,{method:"POST",credentials:"same-origin",headers:h,body:b});',
  // Marked as handled: a failure nobody takes is no unhandled rejection; the taker still sees it.
  'q.catch(function(){});',
  'c.push({a:a,b:b,q:q});}',
  `if((r==="/admin"||r==="/admin/")&&sessionStorage.getItem(${str(OPERATOR_LOGIN_KEY)})){`,
  's("/api/admin/session","{}");s("/api/admin/today","{}");}',
  'if(!c.length)return;',
  'w.fetch=function(i,n){',
  'if(location.pathname!==p)c=[];',
  `if(!c.length||!(i instanceof Request)||i.method!=="POST"||i.headers.get(${str(LOCALE_HEADER)})!==l)return f.call(w,i,n);`,
  'var u=new URL(i.url);if(u.origin!==location.origin)return f.call(w,i,n);',
  'return i.clone().text().then(function(b){',
  'for(var k=0;k<c.length;k++){var e=c[k];',
  'if(e.a===u.pathname+u.search&&e.b===b){c.splice(k,1);return e.q;}}',
  'return f.call(w,i,n);});};',
  '}catch(e){}})();',
].join('');

/** The policy's source that allows this script. */
export const EARLY_CALLS_SCRIPT_SOURCE = policySourceOf(EARLY_CALLS_SCRIPT);

/** The routes whose HTML carries it (the router's patterns, without the language's prefix). */
export const EARLY_CALL_ROUTES: readonly string[] = ['/admin'];

/** The page with the script first in its head, so its calls start before the stylesheets load. */
export function withEarlyCalls(template: string): string {
  return withScriptFirstInHead(template, EARLY_CALLS_SCRIPT);
}
