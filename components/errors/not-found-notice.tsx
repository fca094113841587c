import { NoticeScreen } from "@/components/errors/notice-screen";
import { Button } from "@/components/ui/button";
import { HomeButton } from "@/components/ui/home-button";
import { copy } from "@/lib/i18n/copy";
import { Link } from "@/components/ui/link";

/** The 404 page's content: for an unknown path, and for a console page to someone not on the team. */
export function NotFoundNotice() {
  const words = copy().ui.notFoundUi;
  return (
    <NoticeScreen
      mark={
        <p className="text-7xl font-extrabold tracking-tight text-primary" aria-hidden="true">
          404
        </p>
      }
      title={words.title}
      action={
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <HomeButton />
          <Button asChild size="lg" variant="outline">
            <Link href="/platform">{words.explore}</Link>
          </Button>
        </div>
      }
    >
      {words.body}
    </NoticeScreen>
  );
}
