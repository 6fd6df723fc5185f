// @ts-check
/** Where the visitor's cookie choice ('all' or 'necessary') is kept in localStorage. */
const COOKIE_CONSENT_KEY = 'cookie-consent';

/**
 * Runs in <head> before the first paint: marks <html data-cookie-choice> when a choice is stored, so the
 * server-rendered cookie banner (hidden by that attribute in styles/globals.css) never flashes for a returning
 * visitor, while a first-time visitor sees it with the page rather than after hydration.
 */
const cookieChoiceScript = `try{var c=localStorage.getItem(${JSON.stringify(COOKIE_CONSENT_KEY)});if(c==="all"||c==="necessary")document.documentElement.setAttribute("data-cookie-choice",c)}catch(e){}`;

module.exports = { COOKIE_CONSENT_KEY, cookieChoiceScript };
