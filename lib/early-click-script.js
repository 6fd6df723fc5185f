// @ts-check
const { COOKIE_CHOICE_BUTTON } = require('./cookie-choice-script.js');

/** Where the head script keeps its record: `window[EARLY_CLICK_KEY]` (components/islands/early-click.ts reads it). */
const EARLY_CLICK_KEY = '__navlunEarlyClick';

/** What counts as a button the page's code answers: the same controls EarlyInput hands over in an island. */
const EARLY_CLICK_CONTROLS = 'button, [role="button"], [role="tab"], [role="menuitem"]';

/** The language switch (components/layout/LanguageSwitch.tsx): the only link that names the other language. */
const LANGUAGE_LINK = 'a[hreflang]';

/**
 * Runs in <head>, before the page's scripts: until React listens (the page hydrating), a press on a button does
 * nothing, as its handler isn't attached yet (a phone still loading the scripts, a cold cache). The script keeps
 * the last button pressed until the page has hydrated; then the island it is in hands the click to its component
 * (components/islands/early-input.ts), or, when React didn't listen yet at the press, the app gives the button its
 * click (components/islands/early-click.ts). Only buttons without a behaviour of their own: a link, and the submit
 * button of a form with an `action` (it works without the page's code), are the browser's to follow, and the cookie
 * banner's buttons are taken at once (lib/cookie-choice-script.js). A form without an `action` is sent by the page's
 * code: its submit button (or Enter in one of its fields, which clicks it) is kept like any button, and the
 * browser's own submission, a reload of the page with the fields in its address (an email address among them), is
 * stopped.
 *
 * The language link keeps the address's query, as the header does once it is alive (SiteHeader's pair of the
 * address): a prerendered page's link names its pair's path alone, and a visitor who opened the page with a query
 * (a ship program search, `?pol=…`) and switches language before the header came alive would land on the pair
 * without it. On a click or a middle click, a link without a query of its own gets the address's.
 *
 * The record: `reactListens` and `hydrated` are set by the app, `element` and `seenByReact` (React listened at
 * the press: it has handled it, if a component of its own had the button) by the script.
 */
const earlyClickScript = `(function(){var r=window[${JSON.stringify(EARLY_CLICK_KEY)}]={reactListens:false,hydrated:false,element:null,seenByReact:false};function q(e){var l=location.search&&e.target&&e.target.closest&&e.target.closest(${JSON.stringify(LANGUAGE_LINK)}),h=l&&l.getAttribute("href");if(h&&h.indexOf("?")<0)l.setAttribute("href",h+location.search)}document.addEventListener("auxclick",q,true);document.addEventListener("click",function(e){q(e);if(r.hydrated)return;var b=e.target&&e.target.closest&&e.target.closest(${JSON.stringify(EARLY_CLICK_CONTROLS)});if(!b||b.disabled||b.hasAttribute("${COOKIE_CHOICE_BUTTON}")||(b.tagName==="A"&&b.hasAttribute("href")))return;if(b.tagName==="BUTTON"&&b.form&&b.type==="submit"){if(b.form.hasAttribute("action"))return;e.preventDefault()}r.element=b;r.seenByReact=r.reactListens},true)})();`;

module.exports = { EARLY_CLICK_KEY, EARLY_CLICK_CONTROLS, earlyClickScript };
