import { HYDRATED_EVENT } from '#shared/server-render-contract.ts';
import { policySourceOf, withScriptFirstInHead } from './inline-head-script.ts';

/*
 * A server-rendered page looks ready before anything on it responds: its scripts start after the
 * first paint (public/start-after-paint.js, decision 021) and React then takes the page over.
 * This script, inline and first in the page's head, holds every press on a link or a button from
 * the moment the page is parsed and replays it once the app says it has taken the page over, so an
 * early tap is answered late rather than lost; a control the app has replaced by then passes the
 * press to what now stands where it was pressed. It used to live in start-after-paint.js, a deferred
 * script that runs only once it has arrived: on a busy connection a tap before then went to a
 * button with no handler and did nothing (a phone's burger, in CI; decision 170). Should the app
 * never take the page over, links are given back to the browser after a while (below).
 *
 * The same bytes for every visitor, so the content security policy allows it by its hash alone
 * (`HOLD_EARLY_CLICKS_SCRIPT_SOURCE`).
 */

const str = (value: string) => JSON.stringify(value);

/** What a press is held for: the controls that answer one. */
const PRESSABLE = 'a[href],button,[role="button"],summary,label';

/**
 * How long after the first held press links are given back to the browser if the app has still
 * not taken the page over (its code failed to load, or a page kept from before a release names
 * files the server no longer has): a link then works as plain HTML instead of never answering.
 * Buttons stay held; without the app they have nothing to do.
 */
export const LINKS_FREED_AFTER_MS = 10_000;

/** Kept in ES5 and small: it runs before any of the app's code, in every browser that loads it. */
export const HOLD_EARLY_CLICKS_SCRIPT = [
  '(function(){try{',
  `var d=document,h=[],s=${str(PRESSABLE)},f=0,w=0;`,
  'function a(c){return c.tagName==="A";}',
  'function k(e){',
  'var t=e.target instanceof Element?e.target:null;',
  'var c=t&&t.closest(s);',
  'if(!c||e.button!==0||e.ctrlKey||e.metaKey||e.shiftKey||(f&&a(c)))return;',
  'e.preventDefault();e.stopPropagation();',
  `if(!w)w=setTimeout(function(){f=1;for(var i=0;i<h.length;i++)if(a(h[i].c)){var c=h[i].c;h.splice(i,1);c.click();return;}},${LINKS_FREED_AFTER_MS});`,
  'for(var i=0;i<h.length;i++)if(h[i].c===c)return;',
  'h.push({c:c,x:e.clientX,y:e.clientY});}',
  'd.addEventListener("click",k,true);',
  `d.addEventListener(${str(HYDRATED_EVENT)},function(){`,
  'clearTimeout(w);d.removeEventListener("click",k,true);',
  'var l=h;h=[];',
  'for(var i=0;i<l.length;i++){var c=l[i].c;',
  // A control the app has replaced (a stand-in for code that came after the first paint): the
  // press goes to what is now where the person pressed.
  'if(!c.isConnected){var p=d.elementFromPoint(l[i].x,l[i].y);c=p&&p.closest(s);}',
  'if(c)c.click();}',
  '},{once:true});',
  '}catch(e){}})();',
].join('');

/** The policy's source that allows this script. */
export const HOLD_EARLY_CLICKS_SCRIPT_SOURCE = policySourceOf(HOLD_EARLY_CLICKS_SCRIPT);

/** The page with the script first in its head, so it holds a press from the first paint. */
export function withEarlyClicksHeld(template: string): string {
  return withScriptFirstInHead(template, HOLD_EARLY_CLICKS_SCRIPT);
}
