import { CLIENT_ERROR_LISTENER } from "@/lib/client-errors/listener";

/**
 * Reports the page's uncaught errors (lib/client-errors/listener.ts). Inline and first in the
 * body, so it costs no request and hears errors thrown while the framework loads; the error page
 * reports what its boundary catches itself.
 */
export function ClientErrorListener() {
  return <script dangerouslySetInnerHTML={{ __html: CLIENT_ERROR_LISTENER }} />;
}
