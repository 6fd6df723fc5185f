// @ts-check
/** Where the visitor's cookie choice ('all' or 'necessary') is kept in localStorage. */
const COOKIE_CONSENT_KEY = 'cookie-consent';

/** The attribute of the banner's buttons naming the choice each makes. */
const COOKIE_CHOICE_BUTTON = 'data-cookie-choice-button';

/**
 * Runs in <head> before the first paint: marks <html data-cookie-choice> when a choice is stored, so the
 * server-rendered cookie banner (hidden by that attribute in styles/globals.css) never flashes for a returning
 * visitor, while a first-time visitor sees it with the page rather than after hydration. And it takes the choice
 * when a button of the banner is pressed before the page's scripts run (a phone still loading them): stored, and the
 * banner hidden by the same attribute, where a click on the server's markup would otherwise do nothing.
 */
const cookieChoiceScript = `try{var c=localStorage.getItem(${JSON.stringify(COOKIE_CONSENT_KEY)});if(c==="all"||c==="necessary")document.documentElement.setAttribute("data-cookie-choice",c)}catch(e){}document.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("[${COOKIE_CHOICE_BUTTON}]"),v=b&&b.getAttribute("${COOKIE_CHOICE_BUTTON}");if(v!=="all"&&v!=="necessary")return;try{localStorage.setItem(${JSON.stringify(COOKIE_CONSENT_KEY)},v)}catch(e){}document.documentElement.setAttribute("data-cookie-choice",v)},true);`;

module.exports = { COOKIE_CONSENT_KEY, COOKIE_CHOICE_BUTTON, cookieChoiceScript };
