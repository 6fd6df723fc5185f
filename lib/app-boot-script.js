// @ts-check

/** The id of the JSON list of the app's scripts, in the order Next would have run them (pages/_document.tsx). */
const APP_SCRIPTS_ID = '__APP_SCRIPTS__';

/** How long the page waits for its first paint before it starts the app anyway (a browser that reports no paint). */
const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Runs at the end of <body>: starts the app's scripts once the page is parsed and its first contentful paint is on
 * the screen, in their order (`async = false`), instead of as `defer` scripts in the head. Deferred scripts run
 * before the browser presents its first frame: on a slow phone, 170 kB of framework code parsed and run first
 * held back the page the server had already rendered. Now the visitor sees the page, then it comes alive; a button
 * pressed meanwhile is kept for it (lib/early-click-script.js). A hidden tab, or a browser without paint timing,
 * starts at once; one that never reports the paint starts after FIRST_PAINT_WAIT_MS.
 */
const appBootScript = `(function(){var parsed=document.readyState!=="loading",painted=false,started=false;function start(){if(started||!parsed||!painted)return;started=true;JSON.parse(document.getElementById(${JSON.stringify(APP_SCRIPTS_ID)}).textContent).forEach(function(src){var s=document.createElement("script");s.src=src;s.async=false;document.head.appendChild(s)})}function paint(){painted=true;start()}if(!parsed)document.addEventListener("DOMContentLoaded",function(){parsed=true;start()});var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];if(document.visibilityState!=="visible"||types.indexOf("paint")<0)return paint();new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)paint()}).observe({type:"paint",buffered:true});setTimeout(paint,${FIRST_PAINT_WAIT_MS})})();`;

module.exports = { APP_SCRIPTS_ID, FIRST_PAINT_WAIT_MS, appBootScript };
