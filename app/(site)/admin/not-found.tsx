import { Button } from "@/components/ui/button";
import { HomeButton } from "@/components/ui/home-button";
import { Link } from "@/components/ui/link";

/**
 * The 404 a member without the team role gets, the same words as any unknown page: the console
 * does not say it exists to someone who may not use it.
 */
export default function AdminNotFound() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <div className="max-w-lg text-center">
        <p className="text-7xl font-extrabold tracking-tight text-primary" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">Page Not Found</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          The page you&apos;re looking for doesn&apos;t exist or has been moved.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <HomeButton />
          <Button asChild size="lg" variant="outline">
            <Link href="/platform">Explore the platform</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
