import { CLIENT_ERRORS_PATH } from "@/lib/client-errors/beacon";

/**
 * Reports uncaught errors and unhandled rejections of the page's scripts as beacons, at most five
 * per page. Inline and first in the body, so it costs no request and hears errors thrown while the
 * framework loads; the error page reports what its boundary catches itself.
 */
const LISTENER = `(function(){var n=0;function s(k,e){if(n++>4||!navigator.sendBeacon)return;navigator.sendBeacon(${JSON.stringify(CLIENT_ERRORS_PATH)},JSON.stringify({kind:k,message:String(e&&e.message||e).slice(0,1e3),stack:e&&e.stack?String(e.stack).slice(0,4e3):void 0,page:location.pathname}))}addEventListener("error",function(e){s("error",e.error||e.message)});addEventListener("unhandledrejection",function(e){s("unhandledrejection",e.reason)})})()`;

export function ClientErrorListener() {
  return <script dangerouslySetInnerHTML={{ __html: LISTENER }} />;
}
