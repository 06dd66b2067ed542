import { HYDRATED_EVENT } from '#shared/server-render-contract.ts';
import { policySourceOf, withScriptFirstInHead } from './inline-head-script.ts';

/*
 * A server-rendered page looks ready before anything on it responds: its scripts start after the
 * first paint (public/start-after-paint.js, decision 021) and React then takes the page over.
 * This script, inline and first in the page's head, holds every press on a link or a button from
 * the moment the page is parsed and replays it once the app says it has taken the page over, so an
 * early tap is answered late rather than lost. It used to live in start-after-paint.js, a deferred
 * script that runs only once it has arrived: on a busy connection a tap before then went to a
 * button with no handler and did nothing (a phone's burger, in CI; decision 170).
 *
 * The same bytes for every visitor, so the content security policy allows it by its hash alone
 * (`HOLD_EARLY_CLICKS_SCRIPT_SOURCE`).
 */

const str = (value: string) => JSON.stringify(value);

/** Kept in ES5 and small: it runs before any of the app's code, in every browser that loads it. */
export const HOLD_EARLY_CLICKS_SCRIPT = [
  '(function(){try{',
  'var d=document,h=[];',
  'function k(e){',
  'var t=e.target instanceof Element?e.target:null;',
  'var c=t&&t.closest(\'a[href],button,[role="button"],summary,label\');',
  'if(!c||e.button!==0||e.ctrlKey||e.metaKey||e.shiftKey)return;',
  'e.preventDefault();e.stopPropagation();',
  'if(h.indexOf(c)===-1)h.push(c);}',
  'd.addEventListener("click",k,true);',
  `d.addEventListener(${str(HYDRATED_EVENT)},function(){`,
  'd.removeEventListener("click",k,true);',
  'var l=h;h=[];',
  'for(var i=0;i<l.length;i++)if(l[i].isConnected)l[i].click();',
  '},{once:true});',
  '}catch(e){}})();',
].join('');

/** The policy's source that allows this script. */
export const HOLD_EARLY_CLICKS_SCRIPT_SOURCE = policySourceOf(HOLD_EARLY_CLICKS_SCRIPT);

/** The page with the script first in its head, so it holds a press from the first paint. */
export function withEarlyClicksHeld(template: string): string {
  return withScriptFirstInHead(template, HOLD_EARLY_CLICKS_SCRIPT);
}
