import { NotFoundNotice } from "@/components/errors/not-found-notice";

/**
 * The 404 a member without the team role gets, the same as any unknown page: the console does not
 * say it exists to someone who may not use it.
 */
export default function AdminNotFound() {
  return <NotFoundNotice />;
}
