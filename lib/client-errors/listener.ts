import { CLIENT_ERRORS_PATH } from "./beacon";

/**
 * The inline script that reports uncaught errors and unhandled rejections of the page's scripts
 * as beacons, at most five per page (components/errors/client-error-listener.tsx). Pages rendered
 * per request allow it by its hash (proxy.ts), prerendered pages by the hashes of all they carry.
 */
export const CLIENT_ERROR_LISTENER = `(function(){var n=0;function s(k,e){if(n++>4||!navigator.sendBeacon)return;navigator.sendBeacon(${JSON.stringify(CLIENT_ERRORS_PATH)},JSON.stringify({kind:k,message:String(e&&e.message||e).slice(0,1e3),stack:e&&e.stack?String(e.stack).slice(0,4e3):void 0,page:location.pathname}))}addEventListener("error",function(e){s("error",e.error||e.message)});addEventListener("unhandledrejection",function(e){s("unhandledrejection",e.reason)})})()`;
